import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, photosOnDisk, signedInOwner } from "./owner";

test.use(signedInOwner);

test("the owner adds a home with two uploaded photos, sees it on /properties, changes its price and writes its Dutch name", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // The refused price is the API's 400, which the browser logs.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/owner\/homes\)/);
  const name = `Kingfisher Lodge ${Date.now().toString(36)}`;
  await openBackOffice(page);

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Homes" })
    .click();
  await expect(page.getByRole("heading", { name: "Homes", level: 1 })).toBeVisible();
  await expectAccessible(page, "/owner/homes");

  await page.getByRole("link", { name: "Add a home" }).click();
  await expect(page.getByRole("heading", { name: "Add a home", level: 1 })).toBeVisible();
  await expectAccessible(page, "/owner/homes/new");

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Location", { exact: true }).fill("Bouillon, Belgium");
  await page.getByLabel("Maximum guests").fill("5");
  await page
    .getByLabel("House rules (optional)", { exact: true })
    .fill("No smoking\nQuiet after 22:00");
  // A click on the map fills the coordinates; typing them is the keyboard's way.
  await page.getByTestId("home-location-map").click();
  await expect(page.getByLabel("Latitude")).not.toHaveValue("");
  await page.getByLabel("Latitude").fill("49.7936");
  await page.getByLabel("Longitude").fill("5.0673");

  // A price below zero is refused beside its field, in plain words, and nothing is added.
  await page.getByLabel("Price per night (€)").fill("-5");
  await page.getByRole("button", { name: "Add home" }).click();
  const price = page.getByLabel("Price per night (€)");
  await expect(page.getByText("Price per night cannot be below zero").first()).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/owner\/homes\/new$/);

  await price.fill("135");
  await page.getByRole("button", { name: "Add home" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const homeId = /\/owner\/homes\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";
  expect(homeId).not.toBe("");
  await expect(page.getByRole("main").getByRole("link", { name: "Photos" })).toHaveAttribute(
    "href",
    `/owner/homes/${homeId}/photos`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Calendar" })).toHaveAttribute(
    "href",
    `/owner/homes/${homeId}/calendar`,
  );
  await expectAccessible(page, "/owner/homes/{id}");

  await page.getByRole("main").getByRole("link", { name: "Photos" }).click();
  await page.getByLabel("Add photos").setInputFiles(await photosOnDisk());
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("listitem")).toHaveCount(2);

  await page.goto(`/properties?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
  const cover = page.getByRole("img", { name }).first();
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute("src", /\/api\/public\/images\/property\//);

  await page.goto(`/owner/homes/${homeId}`);
  await page.getByLabel("Price per night (€)").fill("150");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.goto(`/properties/${homeId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("€150.00").first()).toBeVisible();

  // The Dutch texts sit behind their own tab; what is left empty shows the English.
  const dutchName = `IJsvogellodge ${Date.now().toString(36)}`;
  await page.goto(`/owner/homes/${homeId}`);
  await page.getByRole("tab", { name: "Nederlands" }).click();
  await page.getByLabel("Name (Nederlands)").fill(dutchName);
  await page.getByLabel("House rules (Nederlands)").fill("Niet roken");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.goto(`/nl/properties/${homeId}`);
  await expect(page.getByRole("heading", { name: dutchName, level: 1 })).toBeVisible();
  await expect(page.getByText("Niet roken").first()).toBeVisible();
  await expect(page.getByText("Quiet after 22:00").first()).toBeVisible();
  await page.goto(`/properties/${homeId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});
