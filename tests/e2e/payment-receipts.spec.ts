import { readFile } from "node:fs/promises";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { pdfTextOf } from "../support/pdf";
import {
  bookThroughApi,
  expect,
  freeHomeFor,
  payInSandboxCheckout,
  signInGuest,
  test,
} from "./fixtures";

/** Every payment produces a PDF receipt (issue 20, docs/decisions/0041). */

test("a guest who paid downloads the receipt from the booking's page, and the confirmation e-mail carries it", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const email = "receipt-guest@example.com";
  const address = "Rue de la Gare 1, 6940 Durbuy";
  const token = await signInGuest(page, mailbox, "Rita Receipt", email);

  // Less than 30 days ahead: the whole stay is paid at once, on one receipt.
  const friday = upcoming(FRIDAY, 22);
  const stay = { startDate: friday, endDate: addDays(friday, 3) };
  const home = await freeHomeFor(request, stay, (h) => h.minStayDuration <= 3);
  const { id, total } = await bookThroughApi(request, token, {
    propertyId: home.id,
    ...stay,
    guestName: "Rita Receipt",
    guestEmail: email,
    address,
  });
  await payInSandboxCheckout(page, request, id);

  await page.goto(`/bookings/${id}`);
  const euros = new Intl.NumberFormat("en-BE", { style: "currency", currency: "EUR" });
  // The payment collects the home's security deposit with the total: a line of its own, no VAT.
  const paid = Math.round((total + home.securityDeposit) * 100) / 100;
  await expect(page.getByRole("heading", { name: "Receipts" })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${euros.format(paid)} paid on `))).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download receipt" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfTextOf(pdf);
  expect(text).toContain("Rita Receipt");
  expect(text).toContain(address);
  expect(text).toContain("Enterprise number BE 0123.456.789");
  expect(text).toMatch(new RegExp(`Amount paid\\n${euros.format(paid).replace(".", "\\.")}`));
  if (home.securityDeposit > 0) {
    expect(text).toContain(
      `Security deposit (refundable, no VAT)\n${euros.format(home.securityDeposit)}`,
    );
  }

  const attached = await mailbox.attachmentsOf(email, /Subject: Your booking is confirmed/);
  expect(attached.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: download.suggestedFilename(), contentType: "application/pdf" },
  ]);
  expect(attached[0]!.content.equals(pdf)).toBe(true);
});
