import { addDays } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import { expect, test } from "./fixtures";

// The public view shows a first name only: the markup is the first word.
const FIRST_NAME = `<img/src="x"/onerror="window.__pwned='name'">`;
const NAME = `${FIRST_NAME} O'Brien; DROP TABLE bookings;--`;
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
  expect(booking.guestName, "the first name, as sent").toBe(FIRST_NAME);

  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByText(FIRST_NAME, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // The bookings table is still there: the same booking reads back whole.
  const again = await request.get(`/api/public/bookings/${booking.id}`);
  expect(again.status()).toBe(200);
});

test("dates and numbers in a link that are not one are left out of every form, not copied in", async ({
  page,
  properties,
}) => {
  const script = encodeURIComponent("<script>alert(1)</script>");
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const property = properties.find((p) => p.minStayDuration <= 4)!;

  await page.goto(`/properties?startDate=${script}&endDate=${script}&persons=${script}`);
  for (const label of ["Check-in", "Check-out", "Guests"]) {
    const input = page.getByRole("search").getByLabel(label);
    await expect(input, label).toHaveValue("");
    expect(await input.getAttribute("value"), label).toBeNull();
  }

  await page.goto(`/properties/${property.id}?startDate=${script}&endDate=${script}`);
  await expect(
    page.getByRole("button", { name: "Check-in Select date Check-out Select date" }),
  ).toBeVisible();

  const monday = upcoming(MONDAY, 175);
  await page.goto(
    `/booking/new?propertyId=${property.id}&startDate=${script}&endDate=${addDays(monday, 4)}`,
  );
  await expect(page.getByText("Missing required booking information")).toBeVisible();
  expect(alerts).toEqual([]);
});
