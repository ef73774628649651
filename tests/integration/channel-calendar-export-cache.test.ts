import { afterAll, expect, it } from "vitest";
import { stopReadCache } from "@/db/read-cache";
import { calendarTokenOf } from "@/features/channel-sync/server";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { listenForChanges, until } from "../support/read-cache";
import { call } from "../support/routes";

/** The calendar address with the read cache on, as a server runs it (decision 0012). */

afterAll(async () => {
  await stopReadCache();
});

it("keeps its answer through other homes' changes and answers anew once this home's holds change", async () => {
  await listenForChanges();
  const home = await createProperty();
  const other = await createProperty();
  const address = `/api/ical/${await calendarTokenOf(home.id)}.ics`;
  const friday = upcoming(FRIDAY, 30);
  await holdDates(home.id, friday, addDays(friday, 3));
  const first = await call("GET", address);
  const etag = first.headers.get("etag")!;
  expect((await call("GET", address, { headers: { "if-none-match": etag } })).status).toBe(304);
  // Another home's change keeps this calendar.
  await holdDates(other.id, friday, addDays(friday, 3));
  expect((await call("GET", address, { headers: { "if-none-match": etag } })).status).toBe(304);
  await blockDates(home.id, addDays(friday, 7), addDays(friday, 10));
  await until(
    async () => (await call("GET", address, { headers: { "if-none-match": etag } })).status === 200,
    "the calendar changes",
  );
  const changed = await call("GET", address);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect((await changed.raw.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
});
