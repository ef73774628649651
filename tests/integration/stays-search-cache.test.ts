import { afterAll, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { stopReadCache } from "@/db/read-cache";
import { ownerBlocks, properties, seasons } from "@/db/schema";
import type { FoundStay } from "@/features/stays";
import { addDays } from "@/lib/dates";
import { eq } from "drizzle-orm";
import { FRIDAY, upcoming } from "../support/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { listenForChanges, until } from "../support/read-cache";
import { call } from "../support/routes";

/** The stays search with the read cache on, as a server runs it: never a stale stay or price. */

afterAll(async () => {
  await stopReadCache();
});

const friday = upcoming(FRIDAY, 21);
const weekendsOf = async (query: string) => {
  const answer = await call(
    "GET",
    `/api/public/stays?kind=weekend&from=${friday}&to=${friday}&${query}`,
  );
  expect(answer.status).toBe(200);
  return (answer.body as { stays: FoundStay[] }).stays;
};

it("stops listing a weekend once it is held, for all homes and for the one home", async () => {
  await listenForChanges();
  const home = await createProperty();
  const listed = async (query: string) =>
    (await weekendsOf(query)).some((stay) => stay.propertyId === home.id);
  expect(await listed("limit=500")).toBe(true);
  expect(await listed(`propertyId=${home.id}`)).toBe(true);
  await holdDates(home.id, friday, addDays(friday, 3));
  await until(async () => !(await listed("limit=500")), "all homes' search drops the weekend");
  await until(async () => !(await listed(`propertyId=${home.id}`)), "the home's search drops it");
});

it("lists a weekend again once its block is removed", async () => {
  await listenForChanges();
  const home = await createProperty();
  const block = await blockDates(home.id, friday, addDays(friday, 3));
  const listed = async () =>
    (await weekendsOf(`propertyId=${home.id}`)).some((stay) => stay.propertyId === home.id);
  await until(async () => !(await listed()), "the blocked weekend is not listed");
  const db = await getDb();
  await db.delete(ownerBlocks).where(eq(ownerBlocks.id, block.id));
  await until(listed, "the freed weekend is listed");
});

it("prices a weekend anew once the home's prices or seasons change", async () => {
  await listenForChanges();
  const home = await createProperty({ overrides: { pricePerNightCents: 10000 } });
  const price = async () => (await weekendsOf(`propertyId=${home.id}`))[0]?.totalPrice;
  const before = await price();
  const db = await getDb();
  await db.update(properties).set({ pricePerNightCents: 20000 }).where(eq(properties.id, home.id));
  await until(async () => (await price()) === before! + 300, "the new nightly price applies");
  await db.insert(seasons).values({
    propertyId: home.id,
    name: "Winter",
    startDate: friday,
    endDate: addDays(friday, 7),
    pricePerNightCents: 20000,
    weekendPriceCents: 45000,
  });
  await until(
    async () => (await price()) === before! - 300 + 450,
    "the season's weekend price applies",
  );
});
