import type { Locator } from "@playwright/test";
import { addDays, formatLongDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { FRIDAY, upcoming } from "../support/dates";
import { expect, openProperty, test } from "./fixtures";

/** Clicks a day in the booking calendar, paging forward through the months to find it. */
async function pickDay(dialog: Locator, date: string): Promise<void> {
  const day = dialog.getByRole("button", { name: new RegExp(`^${formatLongDate(date)}`) });
  for (let page = 0; page < 12 && !(await day.isVisible()); page++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  await day.click();
}

test("a family tells the booking dialog its children under the commune's age, and the price and the booking page count them free", async ({
  page,
  request,
  properties,
}) => {
  const home = properties.find(
    (p) => p.touristTaxRule.childrenUnder !== null && p.maxGuests >= 4 && p.minStayDuration <= 3,
  )!;
  const age = home.touristTaxRule.childrenUnder!;
  // A weekend of its own, far from the ones other specs book.
  const checkIn = upcoming(FRIDAY, 245);
  const checkOut = addDays(checkIn, 3);
  const quote = await request.get(
    `/api/public/properties/${home.id}/quote?startDate=${checkIn}&endDate=${checkOut}&guests=4&children=2`,
  );
  const expected = ((await quote.json()) as { summary: { totalPrice: number } }).summary;

  await openProperty(page, home);
  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${home.name}` });
  await dialog.getByLabel("Guests").selectOption("4");
  await dialog.getByLabel(`Children under ${age}`).selectOption("2");
  await pickDay(dialog, checkIn);
  await pickDay(dialog, checkOut);
  await expect(dialog.getByText(formatEuros(expected.totalPrice)).first()).toBeVisible();
  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();

  await expect(page).toHaveURL(/[?&]children=2(&|$)/);
  const summary = page.getByRole("complementary", { name: "Booking summary" });
  await expect(summary.getByText(formatEuros(expected.totalPrice)).first()).toBeVisible();
});
