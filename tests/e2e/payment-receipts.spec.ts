import { readFile } from "node:fs/promises";
import type { Property } from "@/features/properties";
import { addDays } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import { pdfTextOf } from "../support/pdf";
import { expect, test } from "./fixtures";

/** Every payment produces a PDF receipt (issue 20, docs/decisions/0041). */

test("a guest who paid downloads the receipt from the booking's page, and the confirmation e-mail carries it", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const email = "receipt-guest@example.com";
  const address = "Rue de la Gare 1, 6940 Durbuy";
  await page.goto("/auth/login");
  await page.getByLabel("Full Name").fill("Rita Receipt");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByPlaceholder("Enter 6-digit code").fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const stored = await page.evaluate(() => localStorage.getItem("guest-auth-storage"));
  const token = (JSON.parse(stored ?? "{}") as { state?: { token?: string } }).state?.token;
  expect(token, "the session token after sign-in").toBeTruthy();

  const monday = upcoming(MONDAY, 231);
  const homes = (await (await request.get("/api/public/properties")).json()) as Property[];
  let booked: { id: string; total: number } | null = null;
  for (const home of homes.filter((h) => h.maxGuests >= 2 && h.minStayDuration <= 4)) {
    const created = await request.post("/api/public/bookings", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        propertyId: home.id,
        startDate: monday,
        endDate: addDays(monday, 4),
        guestCount: 2,
        guestName: "Rita Receipt",
        guestEmail: email,
        address,
      },
    });
    if (created.status() !== 201) continue;
    const booking = (await created.json()) as {
      id: string;
      pricing: { summary: { totalPrice: number } };
    };
    booked = { id: booking.id, total: booking.pricing.summary.totalPrice };
    break;
  }
  expect(booked, `a home free from ${monday}`).not.toBeNull();
  const { id, total } = booked!;
  const started = await request.post(`/api/public/payments/start/${id}`);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}/payment-return`));

  await page.goto(`/bookings/${id}`);
  const euros = new Intl.NumberFormat("en-BE", { style: "currency", currency: "EUR" });
  await expect(page.getByRole("heading", { name: "Receipts" })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${euros.format(total)} paid on `))).toBeVisible();
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
  expect(text).toMatch(new RegExp(`Amount paid\\n${euros.format(total).replace(".", "\\.")}`));

  const attached = await mailbox.attachmentsOf(email, /Subject: Your booking is confirmed/);
  expect(attached.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: download.suggestedFilename(), contentType: "application/pdf" },
  ]);
  expect(attached[0]!.content.equals(pdf)).toBe(true);
});
