import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, houseRules, outboxEmails } from "@/db/schema";
import { sendCheckInDetails } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty, holdDates } from "../support/fixtures";

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

async function stay(status: "approved" | "pending", email: string, checkIn: string) {
  const property = await createProperty({ overrides: { checkInTime: "15:00" } });
  const booking = await holdDates(property.id, checkIn, addDays(checkIn, 3));
  const db = await getDb();
  await db.update(bookings).set({ status, guestEmail: email }).where(eq(bookings.id, booking.id));
  return { property, booking };
}

async function subjectsTo(email: string): Promise<string[]> {
  const db = await getDb();
  return (await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).map(
    (m) => m.subject,
  );
}

describe("the check-in details e-mail", () => {
  it("goes out once, 24 hours before a confirmed stay's check-in time in Brussels", async () => {
    const checkIn = upcoming(FRIDAY, 14);
    await stay("approved", "arriving@example.com", checkIn);
    // Check-in at 15:00 Brussels time (UTC+1 in winter, UTC+2 in summer).
    const offsetHours =
      Number(
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/Brussels",
          hour: "2-digit",
          hour12: false,
        }).format(new Date(`${checkIn}T12:00:00Z`)),
      ) - 12;
    const arrivalUtc = Date.UTC(
      Number(checkIn.slice(0, 4)),
      Number(checkIn.slice(5, 7)) - 1,
      Number(checkIn.slice(8, 10)),
      15 - offsetHours,
    );

    clock.now = () => new Date(arrivalUtc - 24 * 3_600_000 - 60_000);
    await sendCheckInDetails();
    expect(await subjectsTo("arriving@example.com")).toEqual([]);

    clock.now = () => new Date(arrivalUtc - 24 * 3_600_000);
    await sendCheckInDetails();
    await sendCheckInDetails();
    const subjects = await subjectsTo("arriving@example.com");
    expect(subjects.filter((s) => s.startsWith("Your check-in details for tomorrow"))).toHaveLength(
      1,
    );
  });

  it("is not sent for a stay that is not confirmed", async () => {
    const checkIn = upcoming(FRIDAY, 14);
    await stay("pending", "unconfirmed@example.com", checkIn);
    clock.now = () => new Date(`${addDays(checkIn, -1)}T16:00:00Z`);
    await sendCheckInDetails();
    expect(await subjectsTo("unconfirmed@example.com")).toEqual([]);
  });

  it("names the home, its place and its house rules in the booking's language", async () => {
    const checkIn = upcoming(FRIDAY, 14);
    const property = await createProperty({
      overrides: {
        name: "River Cabin",
        location: "Durbuy, Belgium",
        checkInTime: "15:00",
        translations: { nl: { name: "Rivierhut", location: "Durbuy, België" } },
      },
    });
    const db = await getDb();
    await db.insert(houseRules).values({
      propertyId: property.id,
      title: "No parties",
      icon: "<svg></svg>",
      translations: { nl: { title: "Geen feesten" } },
    });
    const booking = await holdDates(property.id, checkIn, addDays(checkIn, 3));
    await db
      .update(bookings)
      .set({ status: "approved", guestEmail: "dutch-arrival@example.com", locale: "nl" })
      .where(eq(bookings.id, booking.id));

    clock.now = () => new Date(`${addDays(checkIn, -1)}T16:00:00Z`);
    await sendCheckInDetails();
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "dutch-arrival@example.com"));
    expect(mail?.subject).toContain("Rivierhut");
    expect(mail?.textBody).toContain("Durbuy, België");
    expect(mail?.textBody).toContain("Geen feesten");
    expect(mail?.textBody).not.toContain("No parties");
  });
});
