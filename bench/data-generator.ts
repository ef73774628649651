/**
 * Generates holiday homes with about 100 bookings each, straight in SQL so that 10,000 homes
 * and a million bookings take seconds rather than hours. Every id is derived from the home's
 * number, so growing from 100 to 1,000 homes adds homes 100..999 and keeps the first 100.
 */
import type pg from "pg";
import sharp from "sharp";
import { homeOwnRule, quoteStay } from "@/features/pricing";

export interface GeneratedHomes {
  /** Homes numbered [from, to) now exist. */
  from: number;
  to: number;
  bookings: number;
  seconds: number;
}

/** Booked weeks around today: a year back and a year ahead, alternating weekend and midweek. */
const WEEKS_BACK = 52;
const WEEKS_AHEAD = 52;
export const BOOKINGS_PER_HOME = WEEKS_BACK + WEEKS_AHEAD;

const RULE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="10"></circle></svg>';

let photo: Buffer | undefined;

/** A small real JPEG, so that a generated home's photos can be served and resized. */
async function placeholderPhoto(): Promise<Buffer> {
  photo ??= await sharp({
    create: { width: 160, height: 107, channels: 3, background: { r: 46, g: 84, b: 62 } },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  return photo;
}

/** A version-4-shaped UUID derived from a text, as the API's id validation expects. */
const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const homeId = (column: string) => uuidOf(`'bench-home-' || ${column}`);

/**
 * Adds homes numbered [from, to) with photos, a policy, house rules, reviews and, unless
 * `withBookings` is false, a booking with its hold in every week from a year ago to a year ahead.
 */
export async function generateHomes(
  client: pg.Client,
  options: { from: number; to: number; withBookings?: boolean; namePrefix?: string },
): Promise<GeneratedHomes> {
  const started = performance.now();
  const { from, to } = options;
  const name = options.namePrefix ?? "Bench Home";
  if (to <= from) return { from, to, bookings: 0, seconds: 0 };
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO properties (id, name, description, location, max_guests, price_per_night_cents,
         supplement_per_person_cents, tourist_tax_cents, bedrooms, bathrooms, area, type,
         latitude, longitude)
       SELECT ${homeId("g")}, $3 || ' ' || g,
         repeat('A quiet home among the trees of the Ardennes, close to walks and rivers. ', 6),
         (ARRAY['Durbuy','La Roche-en-Ardenne','Bouillon','Spa','Malmedy','Stavelot'])[1 + g % 6],
         2 + g % 11, 9000 + (g % 40) * 500, CASE WHEN g % 3 = 0 THEN 1500 END, 250,
         1 + g % 5, 1 + g % 3, 60 + g % 200,
         (ARRAY['Villa','Cabin','Apartment','House'])[1 + g % 4]::property_type,
         50.0 + (g % 97) / 200.0, 5.4 + (g % 89) / 150.0
       FROM generate_series($1::int, $2::int - 1) g`,
      [from, to, name],
    );
    await client.query(
      `INSERT INTO property_policies (property_id, min_stay_duration)
       SELECT ${homeId("g")}, 1 + g % 3 FROM generate_series($1::int, $2::int - 1) g`,
      [from, to],
    );
    await client.query(
      `INSERT INTO property_images (property_id, description, is_cover, position, content_type,
         width, height, data)
       SELECT ${homeId("g")}, 'Photo ' || (i + 1) || ' of ' || $3 || ' ' || g, i = 0, i,
         'image/jpeg', 160, 107, $4
       FROM generate_series($1::int, $2::int - 1) g, generate_series(0, 2) i`,
      [from, to, name, await placeholderPhoto()],
    );
    await client.query(
      `INSERT INTO house_rules (property_id, title, description, icon, "order")
       SELECT ${homeId("g")}, (ARRAY['No smoking','Quiet hours'])[i + 1],
         (ARRAY[NULL,'From 10 PM to 8 AM'])[i + 1], $3, i
       FROM generate_series($1::int, $2::int - 1) g, generate_series(0, 1) i`,
      [from, to, RULE_ICON],
    );
    await client.query(
      `INSERT INTO reviews (property_id, author_name, rating, comment, stayed_on)
       SELECT ${homeId("g")}, 'Guest ' || i, 4 + (g + i) % 2, 'A lovely stay in the forest.',
         current_date - (30 * (i + 1))
       FROM generate_series($1::int, $2::int - 1) g, generate_series(0, 2) i`,
      [from, to],
    );
    let bookings = 0;
    if (options.withBookings ?? true) {
      bookings = await generateBookings(client, from, to);
    }
    await client.query("COMMIT");
    return { from, to, bookings, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/**
 * Week w of home g is a weekend (Friday to Monday) when g + w is even and a midweek (Monday to
 * Friday) otherwise, so no two stays of a home overlap and any weekend is free in half the homes.
 */
async function generateBookings(client: pg.Client, from: number, to: number): Promise<number> {
  const quote = quoteStay(
    {
      pricePerNightCents: 12000,
      supplementPerPersonCents: null,
      touristTax: homeOwnRule(250),
      cleaningFeeCents: 6000,
      serviceFeeCents: 4500,
      extras: [],
    },
    { checkIn: "2027-01-08", checkOut: "2027-01-11", guests: 2 },
  );
  const result = await client.query(
    `WITH stays AS (
       SELECT g, w, m + CASE WHEN (g + w) % 2 = 0 THEN 4 ELSE 0 END AS start_date,
                    m + CASE WHEN (g + w) % 2 = 0 THEN 7 ELSE 4 END AS end_date
       FROM generate_series($1::int, $2::int - 1) g,
            generate_series(-${WEEKS_BACK}, ${WEEKS_AHEAD - 1}) w,
            LATERAL (SELECT date_trunc('week', current_date)::date + 7 * w AS m) monday
     ), inserted AS (
       INSERT INTO bookings (id, property_id, guest_name, guest_email, start_date, end_date,
         guest_count, status, quote, total_cents, payment_confirmed_at, check_in_details_sent_at)
       SELECT ${uuidOf("'bench-booking-' || g || '/' || w")}, ${homeId("g")}, 'Bench Guest',
         'guest' || g || '@bench.example', start_date, end_date, 2, 'approved', $3::jsonb, $4,
         now(), now()
       FROM stays
       RETURNING id, property_id, start_date, end_date
     )
     INSERT INTO stay_holds (property_id, booking_id, stay)
     SELECT property_id, id, daterange(start_date, end_date, '[)') FROM inserted`,
    [from, to, JSON.stringify(quote), quote.summary.totalPrice],
  );
  return result.rowCount ?? 0;
}
