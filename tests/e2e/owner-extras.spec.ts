import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";

test.use(signedInOwner);

/** A seeded home that sells no extras and that no other spec books, so no one else's prices move. */
const HOME = "Le Vieux Fournil";

test("the owner adds an optional extra to a home, edits it, sees it listed and removes it", async ({
  page,
  properties,
  request,
  consoleErrors,
}) => {
  // The refused price is the API's 400, which the browser logs.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/owner\/homes\/[^)]+\)/);
  const home = properties.find((property) => property.name === HOME)!;
  const name = `Picnic basket ${Date.now().toString(36)}`;
  await openBackOffice(page);
  await page.goto(`/owner/homes/${home.id}`);
  await expect(page.getByRole("heading", { name: HOME, level: 1 })).toBeVisible();
  const section = page.getByRole("region", { name: "Extras" });
  await expect(
    section.getByText("Changing or removing an extra never changes a booking already made"),
  ).toBeVisible();

  await section.getByRole("button", { name: "Add extra" }).click();
  let form = page.getByRole("dialog", { name: "Add extra" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Name (Nederlands)").fill("Picknickmand");
  await form.getByLabel("Charged").selectOption({ label: "Per item (each one a guest takes)" });
  await form.getByLabel("Most a guest can choose").fill("3");
  // A price below zero is refused beside its field, in plain words, and nothing is added.
  await form.getByLabel("Price (€)").fill("-1");
  await form.getByRole("button", { name: "Add extra" }).click();
  await expect(form.getByLabel("Price (€)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Price cannot be below zero").first()).toBeVisible();
  await form.getByLabel("Price (€)").fill("12.5");
  await expectAccessible(page, "the 'Add extra' dialog");
  await form.getByRole("button", { name: "Add extra" }).click();
  await expect(form).toBeHidden();

  const item = section.getByRole("listitem", { name });
  await expect(item).toContainText("€12.50 each");
  await expect(item).toContainText("Optional, up to 3");
  await expect(item).toContainText("Nederlands: Picknickmand");
  await expectAccessible(page, "the home's extras with one");
  const guests = await request.get(`/api/public/properties/${home.id}`, {
    headers: { "accept-language": "nl" },
  });
  expect((await guests.json()).extras).toContainEqual(
    expect.objectContaining({ name: "Picknickmand", price: 12.5, unit: "item", maxQuantity: 3 }),
  );

  await item.getByRole("button", { name: `Edit ${name}` }).click();
  form = page.getByRole("dialog", { name: "Edit extra" });
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await form.getByLabel("Price (€)").fill("14");
  await form.getByLabel("Charged").selectOption({ label: "Per stay" });
  await form.getByLabel("Most a guest can choose").fill("2");
  await form.getByRole("button", { name: "Save extra" }).click();
  await expect(form).toBeHidden();
  await expect(item).toContainText("€14.00 per stay");
  await expect(item).toContainText("Optional, up to 2");

  await item.getByRole("button", { name: `Remove ${name}` }).click();
  const remove = page.getByRole("dialog", { name: `Remove ${name}?` });
  await expect(remove).toContainText("Bookings already made keep it");
  await remove.getByRole("button", { name: "Remove extra" }).click();
  await expect(remove).toBeHidden();
  await expect(section.getByRole("listitem", { name })).toHaveCount(0);
  await expect(section.getByText("This home sells no extras yet.")).toBeVisible();
});
