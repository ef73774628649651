import { addDays } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import { expect, test } from "./fixtures";

const NAME = `<img src=x onerror="window.__pwned='name'"> O'Brien; DROP TABLE bookings;--`;
const REQUESTS = `<script>window.__pwned='requests'</script><svg onload="window.__pwned='svg'"></svg>`;

test("text a guest typed with markup in it is shown as text on the booking page, never run", async ({
  page,
  request,
  properties,
}) => {
  // Four midweek nights in a week no other spec books.
  const startDate = upcoming(MONDAY, 168);
  const property = properties.find((p) => p.minStayDuration <= 4 && p.maxGuests >= 2)!;
  const created = await request.post("/api/public/bookings", {
    data: {
      propertyId: property.id,
      startDate,
      endDate: addDays(startDate, 4),
      guestCount: 2,
      guestName: NAME,
      guestEmail: "markup@example.com",
      specialRequests: REQUESTS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; guestName: string };
  expect(booking.guestName, "stored as sent").toBe(NAME);

  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // The bookings table is still there: the same booking reads back whole.
  const again = await request.get(`/api/public/bookings/${booking.id}`);
  expect(again.status()).toBe(200);
});
