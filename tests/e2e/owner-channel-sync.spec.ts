import { addDays } from "@/lib/dates";
import { airbnbFeed } from "../support/channel-feeds";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { FeedServer } from "../support/feed-server";
import { expect, openBookingDialog, openProperty, shownDay, test } from "./fixtures";
import { expectAccessible, openBackOffice, OWNER, signedInOwner } from "./owner";

test.use(signedInOwner);

/** A home and weeks no other spec books or blocks. */
const HOME = "The Tobacco Barn";
const SOLD = upcoming(FRIDAY, 320);
const BLOCKED = upcoming(MONDAY, 335);

let feeds: FeedServer;

test.beforeAll(async () => {
  feeds = await FeedServer.start();
});

test.afterAll(async () => {
  await feeds.stop();
});

test("the owner adds an Airbnb calendar: its stays hold their nights here, a clash shows in red and is mailed, and its removal frees them", async ({
  page,
  mailbox,
  properties,
  browser,
}) => {
  test.setTimeout(150_000);
  const home = properties.find((property) => property.name === HOME)!;
  expect(home, `the seed's ${HOME}`).toBeDefined();
  const url = feeds.serve("/airbnb/tobacco-barn.ics", {
    kind: "calendar",
    text: airbnbFeed([
      { uid: "sold", checkIn: SOLD, checkOut: addDays(SOLD, 3) },
      { uid: "clash", checkIn: addDays(BLOCKED, 1), checkOut: addDays(BLOCKED, 3) },
    ]),
  });
  await openBackOffice(page);

  // A week the owner holds here first.
  await page.goto(`/owner/homes/${home.id}/calendar?month=${BLOCKED.slice(0, 7)}`);
  await page.getByRole("button", { name: "Block dates" }).click();
  const block = page.getByRole("dialog", { name: "Block dates" });
  await block.getByLabel("From").fill(BLOCKED);
  await block.getByLabel("To").fill(addDays(BLOCKED, 4));
  await block.getByRole("button", { name: "Block", exact: true }).click();
  await expect(block).toBeHidden();

  await page.goto(`/owner/homes/${home.id}`);
  await page.getByRole("button", { name: "Add feed" }).click();
  const add = page.getByRole("dialog", { name: "Add feed" });
  await add.getByLabel("Label").fill("Airbnb");
  await add.getByLabel("Feed URL").fill(url);
  await expectAccessible(page, "the 'Add feed' dialog");
  await add.getByRole("button", { name: "Add feed" }).click();
  await expect(add).toBeHidden();

  const feed = page.getByRole("listitem", { name: "Airbnb" });
  await expect(feed.getByText("In sync", { exact: true })).toBeVisible();
  await expect(feed.getByText("Events", { exact: true })).toBeVisible();
  await expect(feed.getByRole("definition").nth(1)).toHaveText("2");
  await expect(feed.getByText(/^Conflict: Airbnb lists a stay/)).toBeVisible();
  await expect(feed.getByText(/your block \(.+\) holds those nights here/)).toBeVisible();
  const ownAddress = await feed.getByLabel("Address for Airbnb").inputValue();
  expect(ownAddress).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{22}\.ics$/);
  await expectAccessible(page, "/owner/homes/{id} with a feed and a conflict");

  const conflictMail = await mailbox.messageTo(
    OWNER,
    /Subject: Calendar conflict at The Tobacco Barn/,
  );
  expect(conflictMail).toContain("Airbnb lists a stay at The Tobacco Barn");

  await page.goto("/owner");
  const sync = page.getByRole("region", { name: "Calendar sync" });
  await expect(sync.getByText(/^Conflict at The Tobacco Barn: Airbnb lists a stay/)).toBeVisible();
  await expectAccessible(page, "Today with a calendar conflict");

  await page.goto(`/owner/homes/${home.id}/calendar?month=${SOLD.slice(0, 7)}`);
  await expect(page.getByText("Sold on Airbnb", { exact: true })).toBeVisible();

  // A guest cannot pick the nights Airbnb sold.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await openProperty(guest, home);
  let booking = await openBookingDialog(guest, HOME);
  await expect(await shownDay(booking, SOLD)).toBeDisabled();
  await guest.keyboard.press("Escape");

  // The stay leaves Airbnb's calendar; 'Sync now' frees its nights.
  feeds.serve("/airbnb/tobacco-barn.ics", {
    kind: "calendar",
    text: airbnbFeed([
      { uid: "clash", checkIn: addDays(BLOCKED, 1), checkOut: addDays(BLOCKED, 3) },
    ]),
  });
  await page.goto(`/owner/homes/${home.id}`);
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(feed.getByRole("definition").nth(1)).toHaveText("1");
  await guest.reload();
  booking = await openBookingDialog(guest, HOME);
  await expect(await shownDay(booking, SOLD)).toBeEnabled();
  await guestContext.close();

  await feed.getByRole("button", { name: "Remove feed: Airbnb" }).click();
  const remove = page.getByRole("dialog", { name: "Stop reading Airbnb?" });
  await remove.getByRole("button", { name: "Remove feed" }).click();
  await expect(remove).toBeHidden();
  await expect(
    page.getByText("This home reads no other calendars yet.", { exact: false }),
  ).toBeVisible();
});
