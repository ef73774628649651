import { randomUUID } from "node:crypto";
import { addDays } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { FRIDAY, upcoming } from "../support/dates";
import {
  amountOf,
  expect,
  openBookingDialog,
  openProperty,
  quotedTotal,
  shownDay,
  signInGuest,
  test,
  axeViolations,
} from "./fixtures";

// Sign-in, dialog, booking page, checkout and the booking's page: a long journey on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * A seeded home with bed linen in every price and a dog (up to 2) and firewood to choose
 * (src/db/seed/extras.ts). It sleeps two, and its weekend 18 weeks ahead is booked by no other
 * spec: booking.spec.ts takes weeks 7, 9 and 16, accessibility.spec.ts 11 to 14, screens and the
 * stays searches 20 and later.
 */
const HOME = "Forest Edge Cabin";

test("a guest adds a dog and two baskets of firewood in the booking dialog, pays the total with them, and finds them and the security deposit on the booking", async ({
  page,
  request,
  mailbox,
  properties,
}) => {
  const home = properties.find((property) => property.name === HOME)!;
  const linen = home.extras.find((extra) => extra.mandatory)!;
  const dog = home.extras.find((extra) => extra.name === "Dog")!;
  const wood = home.extras.find((extra) => extra.name.startsWith("Firewood"))!;
  expect(dog.maxQuantity, "the seed lets a guest bring two dogs").toBe(2);
  const stay = { startDate: upcoming(FRIDAY, 126), endDate: addDays(upcoming(FRIDAY, 126), 3) };
  // Linen for two is in every price; a dog is per stay and firewood per basket.
  const without = await quotedTotal(request, home, stay);
  const withExtras = await quotedTotal(request, home, stay, { extras: `${dog.id}:1,${wood.id}:2` });
  expect(withExtras).toBeCloseTo(without + dog.price + 2 * wood.price, 2);

  await signInGuest(page, mailbox, "Els Maes", `dog-${randomUUID().slice(0, 8)}@example.com`);
  await openProperty(page, home);
  const dialog = await openBookingDialog(page, home.name);
  await (await shownDay(dialog, stay.startDate)).click();
  await (await shownDay(dialog, stay.endDate)).click();

  // Once the stay is priced: the optional extras with their prices, linen already a line.
  const extras = dialog.getByRole("group", { name: "Add extras" });
  await expect(extras).toBeVisible();
  await expect(extras).toContainText(`${formatEuros(dog.price)} per stay (up to 2)`);
  await expect(extras).toContainText(`${formatEuros(wood.price)} each (up to ${wood.maxQuantity})`);
  await expect(extras.getByText(linen.name)).toHaveCount(0);
  await expect(amountOf(dialog, linen.name)).toHaveText(formatEuros(2 * linen.price));
  await expect(amountOf(dialog, "Total")).toHaveText(formatEuros(without));

  // More dogs than the home takes cannot be chosen: the count stops at the maximum.
  const dogs = extras.getByRole("group", { name: "Dog" });
  const moreDogs = dogs.getByRole("button", { name: "Dog: one more" });
  await moreDogs.click();
  await moreDogs.click();
  await expect(dogs.getByRole("status")).toHaveText("2");
  await expect(moreDogs).toBeDisabled();
  // Still focusable at the maximum (aria-disabled), so a third press is made, and changes nothing.
  await moreDogs.click({ force: true });
  await expect(dogs.getByRole("status")).toHaveText("2");
  await dogs.getByRole("button", { name: "Dog: one fewer" }).click();
  await expect(dogs.getByRole("status")).toHaveText("1");
  const more = extras.getByRole("button", { name: `${wood.name}: one more` });
  await more.click();
  await more.click();
  await expect(extras.getByRole("group", { name: wood.name }).getByRole("status")).toHaveText("2");

  await expect(amountOf(dialog, "Dog")).toHaveText(formatEuros(dog.price));
  await expect(amountOf(dialog, `${wood.name} × 2`)).toHaveText(formatEuros(2 * wood.price));
  await expect(amountOf(dialog, "Total")).toHaveText(formatEuros(withExtras));
  expect(await axeViolations(page), "the dialog with extras chosen").toEqual([]);

  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();
  await expect(page).toHaveURL(/\/booking\/new\?.*extras=/);
  // The booking page keeps the choice, in its form and its summary.
  const summary = page.getByRole("complementary", { name: "Booking summary" });
  await expect(amountOf(summary, "Dog")).toHaveText(formatEuros(dog.price));
  await expect(amountOf(summary, `${wood.name} × 2`)).toHaveText(formatEuros(2 * wood.price));
  await expect(amountOf(summary, "Total")).toHaveText(formatEuros(withExtras));
  const form = page.getByRole("group", { name: "Add extras" });
  await expect(form.getByRole("group", { name: "Dog" }).getByRole("status")).toHaveText("1");
  await expect(form.getByRole("group", { name: wood.name }).getByRole("status")).toHaveText("2");

  // The home's security deposit is its own line, outside the total, paid with the balance.
  const deposit = formatEuros(home.securityDeposit);
  await expect(summary.getByText("Security deposit (refundable)")).toBeVisible();
  await expect(summary.getByText(deposit, { exact: true })).toBeVisible();
  await expect(summary.getByText(/^Not part of the price: paid with the balance/)).toBeVisible();

  await page.getByRole("button", { name: /^Pay the €[\d,.]+ deposit$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();

  await page.getByRole("link", { name: "View Booking Details" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const prices = page.getByRole("main");
  await expect(amountOf(prices, linen.name)).toHaveText(formatEuros(2 * linen.price));
  await expect(amountOf(prices, "Dog")).toHaveText(formatEuros(dog.price));
  await expect(amountOf(prices, `${wood.name} × 2`)).toHaveText(formatEuros(2 * wood.price));
  await expect(amountOf(prices, "Total")).toHaveText(formatEuros(withExtras));
  await expect(amountOf(prices, "Security deposit (refundable)")).toHaveText(deposit);
  await expect(
    prices.getByText(/^Paid with the balance, not part of the price, and refunded in full by /),
  ).toBeVisible();
});
