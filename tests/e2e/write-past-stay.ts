/**
 * Migrates and seeds the first e2e site's database, then writes past-stay.ts's stays into it, in
 * the site's environment, before sites.ts starts that site.
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { bookings, payments, properties, reviews, sandboxPayments, stayHolds } from "@/db/schema";
import { configOrExit } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { prepareConfiguredDatabase } from "../../scripts/seed-catalogue";
import {
  DEPOSIT_STAY,
  OLDER_REVIEWS,
  PAST_STAY,
  UNREVIEWED_STAY,
  type PastStay,
} from "./past-stay";

async function writePastStays(stays: PastStay[]): Promise<void> {
  await prepareConfiguredDatabase(() => {});
  const config = configOrExit();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const [reviewed] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, OLDER_REVIEWS.home));
    if (!reviewed) throw new Error(`The seed has no home called ${OLDER_REVIEWS.home}`);
    const yearAgo = addDays(todayInBrussels(), -365);
    await handle.db.insert(reviews).values(
      Array.from({ length: OLDER_REVIEWS.count }, (_, index) => ({
        propertyId: reviewed.id,
        authorName: `Guest ${index + 1}`,
        rating: 4,
        comment: `A quiet week by the river, number ${index + 1} of our visits here.`,
        stayedOn: addDays(yearAgo, -index),
        createdAt: new Date(`${addDays(yearAgo, 3 - index)}T18:00:00Z`),
      })),
    );
    for (const stay of stays) {
      const [home] = await handle.db
        .select({
          id: properties.id,
          nightCents: properties.pricePerNightCents,
          securityDepositCents: properties.securityDepositCents,
        })
        .from(properties)
        .where(eq(properties.name, stay.home));
      if (!home) throw new Error(`The seed has no home called ${stay.home}`);
      const endDate = addDays(todayInBrussels(), -stay.endedDaysAgo);
      const startDate = addDays(endDate, -stay.nights);
      const totalCents = home.nightCents * stay.nights;
      const depositCents = stay.securityDepositHeld ? home.securityDepositCents : 0;
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
            totalCents,
            securityDepositCents: depositCents,
          })
          .returning({ id: bookings.id });
        await tx.insert(stayHolds).values({
          propertyId: home.id,
          bookingId: booking!.id,
          stay: `[${startDate},${endDate})`,
        });
        if (depositCents === 0) return;
        // Paid in full with its deposit through the sandbox, which refunds what the owner returns.
        const paidAt = new Date(`${startDate}T10:00:00Z`);
        const providerPaymentId = `sbx_past_${booking!.id}`;
        await tx.insert(sandboxPayments).values({
          id: providerPaymentId,
          amountCents: totalCents + depositCents,
          description: `${stay.home}, ${startDate} to ${endDate} (security deposit)`,
          redirectUrl: "http://127.0.0.1/",
          webhookUrl: "http://127.0.0.1/",
          bookingId: booking!.id,
          status: "paid",
          expiresAt: paidAt,
          method: "bancontact",
        });
        const [payment] = await tx
          .insert(payments)
          .values({
            bookingId: booking!.id,
            provider: "sandbox",
            providerPaymentId,
            status: "paid",
            amountCents: totalCents + depositCents,
            securityDepositCents: depositCents,
            method: "bancontact",
            expiresAt: paidAt,
            paidAt,
          })
          .returning({ id: payments.id });
        await tx
          .update(bookings)
          .set({ confirmedPaymentId: payment!.id, paymentConfirmedAt: paidAt })
          .where(eq(bookings.id, booking!.id));
      });
    }
  } finally {
    await handle.close();
  }
}

await writePastStays([PAST_STAY, UNREVIEWED_STAY, DEPOSIT_STAY]);
