import { addDays, formatLongDate } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { bookThroughApi, expect, freeHomeFor, signInGuest, test } from "./fixtures";

/** The terms' schedule (issue 20): a 30% deposit now, the balance paid later from the booking. */

const euros = new Intl.NumberFormat("en-BE", { style: "currency", currency: "EUR" });

test("a guest booking two months ahead sees the deposit and the balance, pays the deposit, then the balance from the booking's page", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const email = "deposit-guest@example.com";
  const token = await signInGuest(page, mailbox, "Lotte Deposit", email);

  // A weekend about two months ahead, in a home that has it free.
  const friday = upcoming(FRIDAY, 60);
  const stay = { startDate: friday, endDate: addDays(friday, 3) };
  const home = await freeHomeFor(request, stay, (h) => h.minStayDuration <= 3);
  const dueOn = formatLongDate(addDays(friday, -30), "en");

  // The booking page says what is due now and what later, before anything is paid.
  const query = new URLSearchParams({
    propertyId: home.id,
    startDate: `${friday}T13:00:00.000Z`,
    endDate: `${addDays(friday, 3)}T08:00:00.000Z`,
    persons: "2",
  });
  await page.goto(`/booking/new?${query}`);
  const note = page.getByText(/^Due now: a deposit of /);
  await expect(note).toBeVisible();

  const { id, total } = await bookThroughApi(request, token, {
    propertyId: home.id,
    ...stay,
    guestName: "Lotte Deposit",
    guestEmail: email,
  });
  const deposit = Math.round(total * 30) / 100;
  const balance = Math.round((total - deposit) * 100) / 100;
  await expect(note).toHaveText(
    `Due now: a deposit of ${euros.format(deposit)} (30% of the total). The balance of ${euros.format(balance)} is due on ${dueOn}.`,
  );

  // The deposit: the checkout asks for 30% of the total.
  await page.goto(`/bookings/${id}`);
  const payNow = page.getByRole("button", { name: `Pay ${euros.format(deposit)} now` });
  await expect(payNow).toHaveAccessibleDescription(/there is no right of withdrawal/);
  await payNow.click();
  await expect(page.getByText("Amount due now")).toBeVisible();
  await expect(page.getByRole("heading", { name: euros.format(deposit) })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}/payment-return`));
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  const confirmation = await mailbox.messageTo(email, /The balance of/);
  expect(confirmation).toContain(`The balance of ${euros.format(balance)} is due on ${dueOn}`);

  // The booking's page shows the schedule and offers the balance.
  await page.goto(`/bookings/${id}`);
  await expect(page.getByText("Deposit (30%)")).toBeVisible();
  await expect(page.getByText(`Balance, due ${dueOn}`)).toBeVisible();
  // The balance is paid under a booking already made: the notice belongs to the first payment.
  await expect(page.getByText(/no right of withdrawal/)).toHaveCount(0);
  // The balance's payment also collects the home's security deposit (issue 35), and says so.
  const due = Math.round((balance + home.securityDeposit) * 100) / 100;
  const payBalance =
    home.securityDeposit > 0
      ? `Pay the balance and security deposit (${euros.format(due)})`
      : `Pay the balance (${euros.format(balance)})`;
  await page.getByRole("button", { name: payBalance }).click();
  await expect(page.getByRole("heading", { name: euros.format(due) })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();

  await page.goto(`/bookings/${id}`);
  await expect(page.getByText("Balance (paid)")).toBeVisible();
  await expect(page.getByRole("button", { name: /Pay the balance/ })).toHaveCount(0);
  const mine = await request.get(`/api/guest/bookings/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await mine.json()).toMatchObject({
    amountPaid: Math.round((total + home.securityDeposit) * 100) / 100,
    amountDue: 0,
  });
});
