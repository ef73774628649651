import { expect, test } from "./fixtures";
import { expectAccessible, signedInOwner } from "./owner";

test.use(signedInOwner);

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60_000);
  return date.toISOString().slice(0, 10);
};

test("the owner sees 12% in force, lines up a coming rate and removes it again", async ({
  page,
}) => {
  await page.goto("/owner/vat");
  await expect(page.getByRole("heading", { name: "VAT", level: 1 })).toBeVisible();
  const rates = page.getByRole("table", { name: "VAT rates by the day they start" });
  await expect(rates.getByRole("row", { name: /Before Sunday, March 1, 2026 6%/ })).toBeVisible();
  await expect(
    rates.getByRole("row", { name: /^Sunday, March 1, 2026 12% In force/ }),
  ).toBeVisible();
  await expectAccessible(page, "/owner/vat");

  const from = inDays(400);
  await page.getByRole("button", { name: "Add a coming rate" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a coming rate" });
  await dialog.getByLabel("From").fill(from);
  await dialog.getByLabel("Rate (%)").fill("13.5");
  await dialog.getByRole("button", { name: "Add rate" }).click();
  await expect(dialog).toBeHidden();
  const coming = rates.getByRole("row", { name: /13\.5% Coming/ });
  await expect(coming).toBeVisible();

  await coming.getByRole("button", { name: `Remove the rate from ${from}` }).click();
  const confirm = page.getByRole("dialog", { name: /^Remove/ });
  await confirm.getByRole("button", { name: "Remove rate" }).click();
  await expect(confirm).toBeHidden();
  await expect(coming).toBeHidden();
});

test("the owner downloads last month's payments and refunds for the accountant, as a CSV a Belgian spreadsheet opens", async ({
  page,
}) => {
  await page.goto("/owner/vat");
  const form = page.getByRole("form", { name: "Payments and refunds" });
  await expect(form.getByLabel("From")).toHaveValue(/^\d{4}-\d{2}-01$/);
  await expect(form.getByLabel("To (not included)")).toHaveValue(/^\d{4}-\d{2}-01$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-01-to-\d{4}-\d{2}-01\.csv$/);
  const bytes = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(bytes).toString("utf8");
  expect(text.startsWith("\uFEFFDate;Kind;Booking;Home;Guest;Method;Amount (EUR)")).toBe(true);
});
