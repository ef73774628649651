import { addDays } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import {
  bookThroughApi,
  expect,
  freeHomeFor,
  payInSandboxCheckout,
  signInGuest,
  test,
} from "./fixtures";

/** A guest cancels their own booking (issue 20), refunded as the terms say. */

test("a guest cancels a paid booking about 20 days before check-in, sees half the paid amount first, and the dates are free again", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const email = "cancelling-guest@example.com";
  const token = await signInGuest(page, mailbox, "Mira Cancelling", email);

  // A midweek 17 to 23 days ahead, 14 to 29 days before check-in: half back under the terms.
  const monday = upcoming(MONDAY, 17);
  const stay = { startDate: monday, endDate: addDays(monday, 4) };
  const home = await freeHomeFor(request, stay, (h) => h.minStayDuration <= 4);
  const { id, total } = await bookThroughApi(request, token, {
    propertyId: home.id,
    ...stay,
    guestName: "Mira Cancelling",
    guestEmail: email,
  });
  await payInSandboxCheckout(page, request, id);

  await page.goto(`/bookings/${id}`);
  // The traveller register's card loads above the button; clicked before, the button moves.
  await expect(page.getByRole("link", { name: "Fill in the traveller register" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  const half = Math.round(total * 50) / 100;
  const euros = new Intl.NumberFormat("en-BE", { style: "currency", currency: "EUR" });
  await expect(dialog.getByText(euros.format(half), { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(/before check-in, 14 to 29 days ahead: half of what you paid is refunded\.$/),
  ).toBeVisible();
  if (home.securityDeposit > 0) {
    await expect(
      dialog.getByText(
        `Your security deposit of ${euros.format(home.securityDeposit)} comes back in full as well.`,
      ),
    ).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Cancel booking" }).click();

  // The result where the guest is looking, with the refund it gives; the stay under 'Cancelled'.
  await expect(dialog).toBeHidden();
  const result = page.getByRole("status").filter({ hasText: "Your booking is cancelled." });
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  await expect(result).toContainText(`${euros.format(half)} is on its way back to you`);
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await page.goto("/bookings");
  await expect(page.getByRole("region", { name: "Cancelled" })).toContainText(home.name);

  // The sandbox confirmed the refund at once; the nights can be booked again.
  const mine = await request.get(`/api/guest/bookings/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // The home's security deposit, paid with the total, comes back whole beside the terms' half.
  expect(await mine.json()).toMatchObject({
    status: "cancelled",
    amountRefunded: Math.round((half + home.securityDeposit) * 100) / 100,
  });
  const query = new URLSearchParams({
    startDate: monday,
    endDate: addDays(monday, 4),
    guests: "2",
  });
  const free = await request.get(`/api/public/properties/${home.id}/availability?${query}`);
  expect(await free.json()).toEqual({ isAvailable: true });
});
