import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, promoCodes } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { MONDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

describe("the last use of a promo code", () => {
  it("goes to exactly one of 10 guests booking different homes with it at once", async () => {
    const db = await getDb();
    const [code] = await db
      .insert(promoCodes)
      .values({ code: "LAST-ONE", percentOff: 10, maxUses: 1 })
      .returning();
    const monday = upcoming(MONDAY, 14);
    const homes = await Promise.all(Array.from({ length: 10 }, () => createProperty()));
    const answers = await Promise.all(
      homes.map((home, i) =>
        call(
          "POST",
          "/api/public/bookings",
          postJson(
            bookingRequest(home.id, {
              startDate: monday,
              endDate: addDays(monday, 4),
              guestEmail: `last-use-${i}@example.com`,
              promoCode: "last-one",
            }),
            fromAddress(`198.18.200.${i + 1}`),
          ),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect((answer.body as { error: string }).error).toBe("This code has been used up");
    }
    const made = await db.select().from(bookings).where(eq(bookings.promoCodeId, code!.id));
    expect(made).toHaveLength(1);
  });
});
