import type { APIRequestContext } from "@playwright/test";
import type { Property } from "@/features/properties";
import { addDays } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { MONDAY, upcoming } from "../support/dates";
import { expect, test, type Mailbox } from "./fixtures";
import { expectAccessible, openBackOffice, SIGNED_IN_OWNER, signedInOwner } from "./owner";

test.use(signedInOwner);

/**
 * A midweek two to three weeks ahead: the site's terms refund half on a cancellation now. It ends
 * by the Friday the property page's tests price, so they never find these nights taken.
 */
const ARRIVAL = upcoming(MONDAY, 15);

/** A guest signs in, books a stay and pays for it in the sandbox, all through the API. */
async function paidBooking(request: APIRequestContext, mailbox: Mailbox, email: string) {
  await request.post("/api/guest/booking/request-code", { data: { email } });
  const verified = await request.post("/api/guest/booking/verify-code", {
    data: { email, code: await mailbox.codeFor(email) },
  });
  const { token } = (await verified.json()) as { token: string };
  const homes = (await (await request.get("/api/public/properties")).json()) as Property[];
  for (const home of homes.filter((h) => h.maxGuests >= 2 && h.minStayDuration <= 4)) {
    const created = await request.post("/api/public/bookings", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        propertyId: home.id,
        startDate: ARRIVAL,
        endDate: addDays(ARRIVAL, 4),
        guestCount: 2,
        guestName: "Lotte Owner-Test",
        guestEmail: email,
      },
    });
    if (created.status() !== 201) continue;
    const booking = (await created.json()) as {
      id: string;
      pricing: { summary: { totalPrice: number } };
    };
    const started = await request.post(`/api/public/payments/start/${booking.id}`);
    const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
    const paymentId = checkoutUrl.split("/").at(-1)!;
    await request.post(`/api/sandbox/payments/${paymentId}`, { form: { outcome: "pay" } });
    await request.post("/api/public/payments/webhook", { form: { id: paymentId } });
    return {
      id: booking.id,
      total: booking.pricing.summary.totalPrice,
      securityDeposit: home.securityDeposit,
    };
  }
  throw new Error(`no home was free from ${ARRIVAL}`);
}

test("the owner cancels a paid booking with half refunded, and sees it cancelled and refunded", async ({
  page,
  mailbox,
  request,
}) => {
  test.setTimeout(120_000);
  const booking = await paidBooking(request, mailbox, "owner-bookings-e2e@example.com");
  await openBackOffice(page);

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Bookings" })
    .click();
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await expectAccessible(page, "/owner/bookings");
  await page.getByRole("link", { name: "Lotte Owner-Test" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/owner/bookings/${booking.id}$`));
  await expectAccessible(page, "/owner/bookings/{id}");

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  const half = Math.round(booking.total * 50) / 100;
  await expect(dialog.getByLabel("Refund (€)")).toHaveValue(String(half));
  await expectAccessible(page, "the 'Cancel booking' dialog");
  await dialog.getByLabel("Refund (€)").fill(String(half));
  await dialog.getByRole("button", { name: "Cancel booking" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(page.getByText(`Cancelled by ${SIGNED_IN_OWNER}`)).toBeVisible();

  // Today lists the payment that came in beside the refund that gives half of it back.
  await page.goto("/owner");
  const rows = page
    .getByRole("region", { name: "Payments" })
    .getByRole("listitem")
    .filter({ hasText: "Lotte Owner-Test" });
  // The payment collected the home's security deposit with the total; the cancellation returned it.
  await expect(rows.filter({ hasText: "Received" })).toContainText(
    formatEuros(Math.round((booking.total + booking.securityDeposit) * 100) / 100),
  );
  await expect(rows.filter({ hasText: "Refunded" })).toContainText(
    formatEuros(Math.round((half + booking.securityDeposit) * 100) / 100),
  );
});
