import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { stayHolds } from "@/db/schema";
import { blockDates, createProperty, holdDates } from "../support/fixtures";

/** The SQLSTATE PostgreSQL raises when an exclusion constraint refuses a row. */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const withCause = error as { code?: string; cause?: { code?: string } };
    return withCause.cause?.code ?? withCause.code;
  }
}

describe("the database's guarantee that no two holds of a property overlap", () => {
  it("refuses a hold that shares a night with another hold", async () => {
    const property = await createProperty();
    await holdDates(property.id, "2030-01-04", "2030-01-11");
    expect(await sqlStateOf(holdDates(property.id, "2030-01-07", "2030-01-14"))).toBe("23P01");
  });

  it("accepts a stay that starts on the day the previous one ends", async () => {
    const property = await createProperty();
    await holdDates(property.id, "2030-01-04", "2030-01-07");
    await holdDates(property.id, "2030-01-07", "2030-01-11");
    const db = await getDb();
    const holds = await db.select().from(stayHolds);
    expect(holds.filter((h) => h.propertyId === property.id)).toHaveLength(2);
  });

  it("refuses a booking over dates the owner blocked", async () => {
    const property = await createProperty();
    await blockDates(property.id, "2030-02-01", "2030-02-08");
    expect(await sqlStateOf(holdDates(property.id, "2030-02-04", "2030-02-08"))).toBe("23P01");
  });

  it("lets two properties be held for the same nights", async () => {
    const first = await createProperty();
    const second = await createProperty();
    await holdDates(first.id, "2030-03-01", "2030-03-04");
    expect(await sqlStateOf(holdDates(second.id, "2030-03-01", "2030-03-04"))).toBeUndefined();
  });

  it("rolls back the booking together with a refused hold", async () => {
    const property = await createProperty();
    await holdDates(property.id, "2030-04-05", "2030-04-08");
    await sqlStateOf(holdDates(property.id, "2030-04-05", "2030-04-08"));
    const db = await getDb();
    const rows = await db.query.bookings.findMany({
      where: (b, { eq }) => eq(b.propertyId, property.id),
    });
    expect(rows).toHaveLength(1);
  });
});
