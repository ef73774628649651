/**
 * Migrates and seeds the first e2e site's database, then writes past-stay.ts's stays into it, in
 * the site's environment, before sites.ts starts that site.
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { bookings, properties, stayHolds } from "@/db/schema";
import { configOrExit } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { prepareConfiguredDatabase } from "../../scripts/seed-catalogue";
import { PAST_STAY, UNREVIEWED_STAY, type PastStay } from "./past-stay";

async function writePastStays(stays: PastStay[]): Promise<void> {
  await prepareConfiguredDatabase(() => {});
  const config = configOrExit();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    for (const stay of stays) {
      const [home] = await handle.db
        .select({ id: properties.id, nightCents: properties.pricePerNightCents })
        .from(properties)
        .where(eq(properties.name, stay.home));
      if (!home) throw new Error(`The seed has no home called ${stay.home}`);
      const endDate = addDays(todayInBrussels(), -stay.endedDaysAgo);
      const startDate = addDays(endDate, -stay.nights);
      await handle.db.transaction(async (tx) => {
        const [booking] = await tx
          .insert(bookings)
          .values({
            propertyId: home.id,
            guestName: stay.guestName,
            guestEmail: stay.guestEmail,
            locale: stay.locale,
            startDate,
            endDate,
            guestCount: 2,
            status: "paid",
            quote: {},
            totalCents: home.nightCents * stay.nights,
          })
          .returning({ id: bookings.id });
        await tx.insert(stayHolds).values({
          propertyId: home.id,
          bookingId: booking!.id,
          stay: `[${startDate},${endDate})`,
        });
      });
    }
  } finally {
    await handle.close();
  }
}

await writePastStays([PAST_STAY, UNREVIEWED_STAY]);
