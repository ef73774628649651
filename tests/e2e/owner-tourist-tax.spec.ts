import { readFile } from "node:fs/promises";
import type { Property } from "@/features/properties";
import { quarterOf } from "@/features/tourist-tax";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { expect, freeHomeFor, test } from "./fixtures";
import { expectAccessible, signedInOwner } from "./owner";

test.use(signedInOwner);

/** The owner's side of the tourist tax (issue 32, decision 0055): communes, rules, declarations. */

test("the owner adds a commune with its rule, and removes it while no home is in it", async ({
  page,
}) => {
  const name = `Wellin ${Date.now().toString(36)}`;
  await page.goto("/owner/tourist-tax");
  await expect(page.getByRole("heading", { name: "Tourist tax", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add a commune" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a commune" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("How it taxes").selectOption("per_person_night");
  await dialog.getByLabel("Amount (€)").fill("1.10");
  await dialog.getByLabel("Children free under the age of").fill("12");
  await dialog.getByRole("button", { name: "Add commune" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("region", { name });
  await expect(
    card.getByRole("table", { name: `Tourist tax rules of ${name}` }).getByRole("row", {
      name: /Always €1\.10 per person per night, children under 12 free In force/,
    }),
  ).toBeVisible();
  await expectAccessible(page, "/owner/tourist-tax");

  await card.getByRole("button", { name: `Remove ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Remove ${name}?` });
  await confirm.getByRole("button", { name: "Remove commune" }).click();
  // The dialog hides the page from the accessibility tree while the removal is sent, so the
  // card counts as hidden only once the dialog has closed.
  await expect(confirm).toBeHidden();
  await expect(card).toBeHidden();

  // The activity log says both as sentences, naming the commune.
  await page.goto("/owner/activity?kind=commune");
  await expect(page.getByText(`Added a commune: ${name}`)).toBeVisible();
  await expect(page.getByText(`Removed a commune: ${name}`)).toBeVisible();
  await expect(page.getByRole("link", { name }).first()).toHaveAttribute(
    "href",
    "/owner/tourist-tax",
  );
});

test("the owner downloads a commune's declaration with a stay paid for in its quarter", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const email = "declared-guest@example.com";
  await request.post("/api/guest/booking/request-code", { data: { email } });
  const verified = await request.post("/api/guest/booking/verify-code", {
    data: { email, code: await mailbox.codeFor(email) },
  });
  const { token } = (await verified.json()) as { token: string };
  const friday = upcoming(FRIDAY, 20);
  const stay = { startDate: friday, endDate: addDays(friday, 3) };
  const home: Property = await freeHomeFor(
    request,
    stay,
    (h) => h.commune !== null && h.minStayDuration <= 3,
  );
  const created = await request.post("/api/public/bookings", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      propertyId: home.id,
      ...stay,
      guestCount: 2,
      guestName: "Ines Declared",
      guestEmail: email,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const started = await request.post(`/api/public/payments/start/${id}`);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const paymentId = checkoutUrl.split("/").at(-1)!;
  await request.post(`/api/sandbox/payments/${paymentId}`, { form: { outcome: "pay" } });
  await request.post("/api/public/payments/webhook", { form: { id: paymentId } });

  await page.goto("/owner/tourist-tax");
  const commune = home.commune!;
  const form = page.getByRole("form", { name: `Declaration of ${commune}` });
  const quarter = quarterOf(friday);
  await form.getByLabel("Declaration for").selectOption(quarter);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: `CSV declaration of ${commune}` }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^tourist-tax-[a-z-]+-${quarter}\\.csv$`));
  const rows = (await readFile(await csv.path(), "utf8")).split("\r\n");
  expect(rows[0]).toMatch(/^Home,Registration number,Arrival,Departure,Nights,Guests/);
  expect(rows.find((row) => row.endsWith(id))).toContain(`${home.name},`);

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: `PDF declaration of ${commune}` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(csv.suggestedFilename().replace(/\.csv$/, ".pdf"));
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");
});
