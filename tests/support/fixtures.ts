import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { getDb } from "@/db/client";
import {
  amenities,
  amenityCategories,
  bookings,
  extras,
  features,
  houseRules,
  ownerBlocks,
  properties,
  propertyAmenities,
  propertyFeatures,
  propertyImages,
  propertyPolicies,
  reviews,
  stayHolds,
} from "@/db/schema";
import { sql } from "drizzle-orm";

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" stroke="currentColor" fill="none"></circle></svg>';

export async function tinyJpeg(colour = "#3f7d5f"): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

type PropertyOverrides = Partial<typeof properties.$inferInsert>;

export interface PropertyFixtureOptions {
  overrides?: PropertyOverrides;
  images?: number;
  policy?: Partial<typeof propertyPolicies.$inferInsert> | null;
  amenities?: { name: string; category: string }[];
  features?: { name: string; highlighted: boolean }[];
  houseRules?: string[];
  reviewRatings?: number[];
  /** The home's extras, in this order; `id` of each comes back in `extraIds`. */
  extras?: Omit<typeof extras.$inferInsert, "propertyId">[];
}

/** A property with whatever belongs to it, made by the test that needs it. */
export async function createProperty(options: PropertyFixtureOptions = {}) {
  const db = await getDb();
  const [property] = await db
    .insert(properties)
    .values({
      name: `Test Cabin ${randomUUID().slice(0, 6)}`,
      description: "A quiet cabin by the river.",
      location: "Durbuy, Belgium",
      maxGuests: 4,
      pricePerNightCents: 15000,
      supplementPerPersonCents: 1000,
      touristTaxCents: 250,
      bedrooms: 2,
      bathrooms: 1,
      area: 80,
      type: "Cabin",
      latitude: 50.35,
      longitude: 5.46,
      ...options.overrides,
    })
    .returning();
  if (!property) throw new Error("property fixture not created");

  const imageCount = options.images ?? 2;
  const imageIds: string[] = [];
  for (let i = 0; i < imageCount; i++) {
    const [image] = await db
      .insert(propertyImages)
      .values({
        propertyId: property.id,
        description: `Test image ${i + 1}`,
        isCover: i === 0,
        position: i,
        contentType: "image/jpeg",
        width: 320,
        height: 200,
        data: await tinyJpeg(),
      })
      .returning({ id: propertyImages.id });
    if (image) imageIds.push(image.id);
  }

  if (options.policy !== null) {
    await db.insert(propertyPolicies).values({ propertyId: property.id, ...options.policy });
  }

  for (const amenity of options.amenities ?? []) {
    const [category] = await db
      .insert(amenityCategories)
      .values({ name: amenity.category })
      .onConflictDoUpdate({ target: amenityCategories.name, set: { name: sql`excluded.name` } })
      .returning();
    const [row] = await db
      .insert(amenities)
      .values({ name: amenity.name, icon: ICON, categoryId: category!.id })
      .onConflictDoUpdate({ target: amenities.name, set: { name: sql`excluded.name` } })
      .returning();
    await db.insert(propertyAmenities).values({ propertyId: property.id, amenityId: row!.id });
  }

  for (const feature of options.features ?? []) {
    const [row] = await db
      .insert(features)
      .values({ name: feature.name, icon: ICON })
      .onConflictDoUpdate({ target: features.name, set: { name: sql`excluded.name` } })
      .returning();
    await db.insert(propertyFeatures).values({
      propertyId: property.id,
      featureId: row!.id,
      isHighlighted: feature.highlighted,
    });
  }

  let order = 0;
  for (const title of options.houseRules ?? []) {
    await db
      .insert(houseRules)
      .values({ propertyId: property.id, title, icon: ICON, order: order++ });
  }

  for (const rating of options.reviewRatings ?? []) {
    await db.insert(reviews).values({
      propertyId: property.id,
      authorName: "Anna V.",
      rating,
      comment: "Lovely stay.",
      stayedOn: "2026-05-01",
    });
  }

  const extraIds: string[] = [];
  for (const [position, extra] of (options.extras ?? []).entries()) {
    const [row] = await db
      .insert(extras)
      .values({ position, ...extra, propertyId: property.id })
      .returning({ id: extras.id });
    extraIds.push(row!.id);
  }

  return { ...property, imageIds, extraIds };
}

/** A booking that holds its dates, inserted the way the booking feature stores it. */
export async function holdDates(propertyId: string, startDate: string, endDate: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        propertyId,
        guestName: "Held Guest",
        guestEmail: "held@example.com",
        startDate,
        endDate,
        guestCount: 2,
        status: "pending",
        quote: {},
        // Payable: a stay priced at nothing is refused a payment.
        totalCents: 45_000,
        holdExpiresAt: new Date(Date.now() + 60 * 60_000),
      })
      .returning();
    await tx.insert(stayHolds).values({
      propertyId,
      bookingId: booking!.id,
      stay: `[${startDate},${endDate})`,
    });
    return booking!;
  });
}

export async function blockDates(propertyId: string, startDate: string, endDate: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [block] = await tx
      .insert(ownerBlocks)
      .values({ propertyId, startDate, endDate, reason: "Maintenance" })
      .returning();
    await tx.insert(stayHolds).values({
      propertyId,
      ownerBlockId: block!.id,
      stay: `[${startDate},${endDate})`,
    });
    return block!;
  });
}
