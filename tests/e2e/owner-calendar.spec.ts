import { addDays, formatShortDate } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import { expect, openBookingDialog, openProperty, shownDay, test } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";

test.use(signedInOwner);

/** A home no other spec books, and weeks far from theirs. */
const HOME = "Lesse Valley Apartment";
const BLOCK_FROM = upcoming(MONDAY, 280);
const BLOCK_TO = addDays(BLOCK_FROM, 7);
const NOTE = "Painting the shutters";

test("the owner blocks a week, a guest can no longer pick it, and removing the block frees it", async ({
  page,
  properties,
  browser,
}) => {
  test.setTimeout(150_000);
  const home = properties.find((property) => property.name === HOME)!;
  expect(home, `the seed's ${HOME}`).toBeDefined();
  await openBackOffice(page);

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Calendar" })
    .click();
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await expectAccessible(page, "/owner/calendar");
  await page.getByRole("link", { name: HOME }).click();
  await expect(page.getByRole("heading", { name: `Calendar of ${HOME}` })).toBeVisible();

  // Blocked from this month's page, months ahead: the calendar moves to the block's month.
  await page.getByRole("button", { name: "Block dates" }).click();
  const form = page.getByRole("dialog", { name: "Block dates" });
  await form.getByLabel("From").fill(BLOCK_FROM);
  await form.getByLabel("To").fill(BLOCK_TO);
  await form.getByLabel("Note").fill(NOTE);
  await expectAccessible(page, "the 'Block dates' dialog");
  await form.getByRole("button", { name: "Block", exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?month=${BLOCK_FROM.slice(0, 7)}$`));
  await expect(page.getByRole("status")).toHaveText(
    `Blocked ${formatShortDate(BLOCK_FROM)} to ${formatShortDate(BLOCK_TO)}.`,
  );
  await expect(page.getByText(`Blocked: ${NOTE}`)).toBeVisible();
  await expectAccessible(page, "/owner/homes/{id}/calendar");
  // The activity log names the block by its dates.
  await page.goto("/owner/activity?kind=owner_block");
  await expect(
    page.getByText(`Blocked dates: ${formatShortDate(BLOCK_FROM)} – ${formatShortDate(BLOCK_TO)}`),
  ).toBeVisible();

  // The home's calendar address, for other channels, shows the block as a 'Reserved' stay.
  await page.goto(`/owner/homes/${home.id}`);
  const field = page.getByLabel("Calendar address");
  await expect(field).toHaveAttribute("readonly", "");
  const address = await field.inputValue();
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/ical\/[A-Za-z0-9_-]{22}\.ics$/);
  const calendar = await page.request.get(address);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await calendar.text();
  expect(text).toContain(`DTSTART;VALUE=DATE:${BLOCK_FROM.replaceAll("-", "")}`);
  expect(text).toContain("SUMMARY:Reserved");
  expect(text).not.toContain(NOTE);
  await expectAccessible(page, "/owner/homes/{id} with its calendar address");
  await page.getByRole("button", { name: "New address" }).click();
  const renew = page.getByRole("dialog", { name: "Give this home a new calendar address?" });
  await renew.getByRole("button", { name: "New address" }).click();
  await expect(renew).toBeHidden();
  await expect(field).not.toHaveValue(address);
  expect((await page.request.get(address)).status()).toBe(404);
  expect((await page.request.get(await field.inputValue())).status()).toBe(200);
  await page.goto(`/owner/homes/${home.id}/calendar?month=${BLOCK_FROM.slice(0, 7)}`);

  // A guest, without the owner's cookie, tries the blocked week.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await openProperty(guest, home);
  let booking = await openBookingDialog(guest, HOME);
  await expect(await shownDay(booking, BLOCK_FROM)).toBeDisabled();
  await expect(await shownDay(booking, addDays(BLOCK_FROM, 4))).toBeDisabled();
  await expect(await shownDay(booking, BLOCK_TO)).toBeEnabled();
  await guest.keyboard.press("Escape");

  await page.getByRole("button", { name: "Remove block" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this block?" });
  await confirm.getByRole("button", { name: "Remove block" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Blocked: ${NOTE}`)).toBeHidden();

  booking = await openBookingDialog(guest, HOME);
  await (await shownDay(booking, BLOCK_FROM)).click();
  await (await shownDay(booking, BLOCK_TO)).click();
  await booking.getByRole("button", { name: "Proceed to Booking" }).click();
  await expect(guest).toHaveURL(/\/booking\/new\?/);
  await guestContext.close();
});
