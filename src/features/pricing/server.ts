import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { properties } from "@/db/schema";
import { todayInBrussels } from "@/lib/dates";
import { notFound } from "@/lib/http";
import { nightsOf, type Stay } from "@/features/availability";
import { assertValidStay, loadStayLimits } from "@/features/availability/server";
import { quoteStay, type Quote, type Rates } from "./quote";

export async function loadRates(db: Pick<Database, "select">, propertyId: string): Promise<Rates> {
  const [rates] = await db
    .select({
      pricePerNightCents: properties.pricePerNightCents,
      supplementPerPersonCents: properties.supplementPerPersonCents,
      touristTaxCents: properties.touristTaxCents,
      cleaningFeeCents: properties.cleaningFeeCents,
      serviceFeeCents: properties.serviceFeeCents,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!rates) throw notFound("Property");
  return rates;
}

/**
 * The price of a stay that follows every stay rule (a broken rule is a 400). It depends on the
 * catalogue and the day only.
 */
export async function quotePropertyStay(propertyId: string, stay: Stay): Promise<Quote> {
  const db = await getDb();
  const limits = await loadStayLimits(db, propertyId);
  if (!limits.isActive) throw notFound("Property");
  assertValidStay(stay, limits, todayInBrussels());
  const rates = await loadRates(db, propertyId);
  return quoteStay(rates, nightsOf(stay), stay.guests);
}
