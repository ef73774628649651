import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { format } from "date-fns";
import { addDays, todayInBrussels } from "@/lib/dates";
import { expect, test, type Mailbox } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";

test.use(signedInOwner);

/** A day as the back office writes a voucher's: '3 March 2027'. */
function dayInWords(date: string, month = "MMMM"): string {
  const [year, monthNumber, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, monthNumber - 1, day), `d ${month} yyyy`);
}

/** '3 Mar 2027', as the table's narrow columns write it, never broken across lines. */
const shortDay = (date: string) => dayInWords(date, "MMM").replaceAll(" ", "\u00a0");

/** A guest signs in, buys a voucher and pays for it in the sandbox, all through the API. */
async function soldVoucher(request: APIRequestContext, mailbox: Mailbox, amount: number) {
  const email = `voucher-owner-e2e-${randomUUID().slice(0, 8)}@example.com`;
  await request.post("/api/guest/booking/request-code", { data: { email } });
  const verified = await request.post("/api/guest/booking/verify-code", {
    data: { email, code: await mailbox.codeFor(email) },
  });
  const { token } = (await verified.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const bought = await request.post("/api/guest/gift-vouchers", {
    headers,
    data: { amount, buyerName: "Hanne Vermeulen" },
  });
  expect(bought.status(), "the voucher's sale is started").toBe(201);
  const { id, checkoutUrl } = (await bought.json()) as { id: string; checkoutUrl: string };
  const paymentId = checkoutUrl.split("/").at(-1)!;
  await request.post(`/api/sandbox/payments/${paymentId}`, { form: { outcome: "pay" } });
  await request.post("/api/public/payments/webhook", { form: { id: paymentId } });
  const shown = await request.get(`/api/guest/gift-vouchers/${id}`, { headers });
  const voucher = (await shown.json()) as { code: string; expiresOn: string };
  expect(voucher.code, "the voucher is paid").toBeTruthy();
  return { email, ...voucher };
}

test("the owner sees a voucher sold, with the totals, and gives it a later last day", async ({
  page,
  mailbox,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refused day is the API's 400, which the browser logs.
  consoleErrors.allow(
    /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/owner\/gift-vouchers\/[^)]+\/extend\)/,
  );
  const voucher = await soldVoucher(request, mailbox, 120);
  await openBackOffice(page);
  // Its sale is money received, for no booking.
  await expect(page.getByRole("link", { name: "Gift voucher sold" }).first()).toBeVisible();
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Gift vouchers" })
    .click();
  await expect(page.getByRole("heading", { name: "Gift vouchers", level: 1 })).toBeVisible();
  await expect(page.getByText("Left to spend")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: voucher.code });
  await expect(row).toContainText("€120.00");
  await expect(row).toContainText(shortDay(todayInBrussels()));
  await expect(row).toContainText(shortDay(voucher.expiresOn));
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Hanne Vermeulen");
  await expect(row).toContainText(voucher.email);
  await expect(row).toContainText("None yet");
  await expectAccessible(page, "/owner/gift-vouchers");

  // A phone lists the same voucher as a card.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole("listitem", { name: voucher.code });
  await expect(card).toContainText("€120.00 left of €120.00");
  await expect(card).toContainText(`Last day ${dayInWords(voucher.expiresOn)}`);
  await expect(card.getByRole("button", { name: `Extend ${voucher.code}` })).toBeVisible();
  await page.setViewportSize(desktop);

  await row.getByRole("button", { name: `Extend ${voucher.code}` }).click();
  const dialog = page.getByRole("dialog", { name: `Extend ${voucher.code}` });
  const field = dialog.getByLabel("New last day");
  // A day before the current last one is refused under the field, in the API's words.
  await field.fill(addDays(voucher.expiresOn, -1));
  await dialog.getByRole("button", { name: "Extend voucher" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("The new last day must be after the current one")).toBeVisible();
  await expect(field).toBeFocused();
  await expectAccessible(page, "the 'Extend' dialog");

  const later = addDays(voucher.expiresOn, 60);
  await field.fill(later);
  await dialog.getByRole("button", { name: "Extend voucher" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(shortDay(later));
  await expect(row).not.toContainText(shortDay(voucher.expiresOn));
});
