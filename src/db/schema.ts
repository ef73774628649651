import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCALES } from "../i18n/locales";
import {
  BOOKING_STATUSES,
  EXTRA_UNITS,
  IMAGE_FORMATS,
  OUTBOX_STATUSES,
  PAYMENT_PARTS,
  PAYMENT_STATUSES,
  PROPERTY_TYPES,
  REFUND_REASONS,
  TOURIST_TAX_KINDS,
  REFUND_STATUSES,
  REGISTER_WRITERS,
  REVIEW_HIDDEN_REASONS,
  STAY_KINDS,
  type StayKind,
} from "./enums";
import type { Translations } from "../i18n/translated-texts";

/** Raw bytes, stored as bytea (PGlite and node-postgres both hand back a Uint8Array/Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A half-open range of stay dates, `[checkIn,checkOut)`, as PostgreSQL writes it. */
const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => "daterange",
});

/** The language a guest's mail is written in (DESIGN.md 10): of the request that caused it. */
export const locale = pgEnum("locale", LOCALES);
const localeColumn = () => locale("locale").notNull().default("en");

/**
 * What the owner wrote in Dutch, French and German, by language then field
 * (`{"nl":{"name":"..."}}`); English stays in the table's own columns and stands in for any
 * field left out (docs/decisions/0034).
 */
const translations = () =>
  jsonb("translations").$type<Translations<string>>().notNull().default({});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const propertyType = pgEnum("property_type", PROPERTY_TYPES);
export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);
export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);
export const paymentPart = pgEnum("payment_part", PAYMENT_PARTS);
export const outboxStatus = pgEnum("outbox_status", OUTBOX_STATUSES);
export const refundStatus = pgEnum("refund_status", REFUND_STATUSES);
export const refundReason = pgEnum("refund_reason", REFUND_REASONS);

export const guests = pgTable("guests", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** Trimmed and lower-cased before it is stored. */
  email: text("email").notNull().unique(),
  phone: text("phone"),
  /** The language the guest last used the site in. */
  locale: localeColumn(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const guestSessions = pgTable(
  "guest_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Moved forward at most every few minutes, so that a read is not always a write. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("guest_sessions_guest_idx").on(t.guestId)],
);

export const loginCodes = pgTable(
  "login_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Set when a newer code for the same e-mail replaces this one. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** A code signs in only where it was asked for: a guest's code never signs an owner in. */
    purpose: text("purpose", { enum: ["guest", "owner"] })
      .notNull()
      .default("guest"),
    /** The language of the request that asked for the code, which its mail is written in. */
    locale: localeColumn(),
  },
  (t) => [index("login_codes_email_idx").on(t.email, t.createdAt)],
);

/**
 * An owner between the e-mailed code and the second factor: not a session, only the right to
 * try the second factor (or to enrol one) for a few minutes.
 */
export const ownerPendingSignIns = pgTable("owner_pending_sign_ins", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  /** The authenticator secret offered for enrolment, encrypted; kept once a code proves it. */
  enrolSecret: text("enrol_secret"),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** An owner's enrolled authenticator app (TOTP); the address comes from OWNER_EMAIL. */
export const ownerAuthenticators = pgTable("owner_authenticators", {
  email: text("email").primaryKey(),
  /** AES-256-GCM under a key derived from the app secret. */
  secret: text("secret").notNull(),
  /** The last 30-second step whose code was accepted: each code works once. */
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

export const ownerRecoveryCodes = pgTable(
  "owner_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("owner_recovery_codes_email_idx").on(t.email)],
);

export const ownerSessions = pgTable(
  "owner_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("owner_sessions_email_idx").on(t.email)],
);

/** An owner's passkey (WebAuthn credential): used in place of the authenticator code. */
export const ownerPasskeys = pgTable(
  "owner_passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** base64url, as the browser names the credential. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key the authenticator gave at enrolment. */
    publicKey: bytea("public_key").notNull(),
    /** The authenticator's signature counter (0 when it keeps none); an older one is refused. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("owner_passkeys_email_idx").on(t.email)],
);

/**
 * A WebAuthn challenge, used once: bound to the owner session that enrols a passkey, or to the
 * pending sign-in that signs in with one.
 */
export const ownerPasskeyChallenges = pgTable(
  "owner_passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull().unique(),
    ownerSessionId: uuid("owner_session_id").references(() => ownerSessions.id, {
      onDelete: "cascade",
    }),
    pendingSignInId: uuid("pending_sign_in_id").references(() => ownerPendingSignIns.id, {
      onDelete: "cascade",
    }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "owner_passkey_challenges_one_binding",
      sql`(${t.ownerSessionId} IS NULL) <> (${t.pendingSignInId} IS NULL)`,
    ),
    index("owner_passkey_challenges_expires_idx").on(t.expiresAt),
  ],
);

export const touristTaxKind = pgEnum("tourist_tax_kind", TOURIST_TAX_KINDS);

/** A Walloon commune a home is in: its tourist tax is the commune's rule, not the home's. */
export const communes = pgTable("communes", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

/** A commune's tourist tax from a day on, until its next rule's day (migration 0007's notices). */
export const communeTaxRules = pgTable(
  "commune_tax_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    communeId: uuid("commune_id")
      .notNull()
      .references(() => communes.id, { onDelete: "cascade" }),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    kind: touristTaxKind("kind").notNull(),
    /** Per person per night, per home per night or per stay, as `kind` says; 0 for none. */
    amountCents: integer("amount_cents").notNull().default(0),
    /** Per person per night only: guests under this age are free. */
    exemptUnderAge: integer("exempt_under_age"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("commune_tax_rules_day_idx").on(t.communeId, t.effectiveFrom),
    check("commune_tax_rules_amount", sql`${t.amountCents} >= 0 AND ${t.amountCents} <= 100000`),
    check(
      "commune_tax_rules_age",
      sql`${t.exemptUnderAge} IS NULL OR (${t.kind} = 'per_person_night' AND ${t.exemptUnderAge} BETWEEN 1 AND 25)`,
    ),
  ],
);

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    maxGuests: integer("max_guests").notNull(),
    pricePerNightCents: integer("price_per_night_cents").notNull(),
    supplementPerPersonCents: integer("supplement_per_person_cents"),
    touristTaxCents: integer("tourist_tax_cents"),
    securityDepositCents: integer("security_deposit_cents").notNull().default(0),
    cleaningFeeCents: integer("cleaning_fee_cents").notNull().default(6000),
    serviceFeeCents: integer("service_fee_cents").notNull().default(4500),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    /** Featured homes lead the landing page, lowest rank first. */
    featuredRank: integer("featured_rank"),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    area: integer("area").notNull().default(0),
    type: propertyType("type").notNull().default("Villa"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    checkInTime: text("check_in_time").notNull().default("15:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    /**
     * The number Tourisme Wallonie gave the home when it was registered, which the EU's
     * short-term rental regulation (2024/1028) wants shown wherever the home is offered.
     */
    registrationNumber: text("registration_number"),
    /** Its commune, whose rule prices the tourist tax; without one, `touristTaxCents` per person. */
    communeId: uuid("commune_id").references((): AnyPgColumn => communes.id, {
      onDelete: "set null",
    }),
    translations: translations(),
    /**
     * The secret of the home's calendar address (`/api/ical/{token}.ics`): 128 random bits,
     * made when first asked for and replaced when the owner regenerates the address.
     */
    calendarToken: text("calendar_token").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("properties_max_guests_positive", sql`${t.maxGuests} >= 1`),
    check("properties_price_positive", sql`${t.pricePerNightCents} > 0`),
    // The catalogue's order (featured first, then by name) for active homes, so that a page of
    // the list, dated or not, reads the first rows in order instead of sorting every home.
    index("properties_listing_idx")
      .on(t.featuredRank.asc().nullsLast(), t.name, t.id)
      .where(sql`${t.isActive}`),
  ],
);

export const propertyImages = pgTable(
  "property_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    description: text("description"),
    isCover: boolean("is_cover").notNull().default(false),
    position: integer("position").notNull().default(0),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
    /** The description (alt text) in the other languages, as `{"nl":{"description":"..."}}`. */
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("property_images_property_idx").on(t.propertyId, t.position)],
);

export const imageFormat = pgEnum("image_format", IMAGE_FORMATS);

/**
 * A photo resized to one of the site's widths and encoded, made on first use and kept, so every
 * instance serves it without encoding it again (docs/decisions/0047). Goes with its photo.
 */
export const propertyImageRenditions = pgTable(
  "property_image_renditions",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => propertyImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: imageFormat("format").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

export const amenityCategories = pgTable("amenity_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  translations: translations(),
});

export const amenities = pgTable("amenities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  /** Sanitized SVG markup. */
  icon: text("icon").notNull(),
  categoryId: uuid("category_id")
    .notNull()
    .references(() => amenityCategories.id),
  translations: translations(),
});

export const propertyAmenities = pgTable(
  "property_amenities",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    amenityId: uuid("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.amenityId] })],
);

export const features = pgTable("features", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  /** Sanitized SVG markup. */
  icon: text("icon").notNull(),
  translations: translations(),
});

export const propertyFeatures = pgTable(
  "property_features",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    featureId: uuid("feature_id")
      .notNull()
      .references(() => features.id, { onDelete: "cascade" }),
    isHighlighted: boolean("is_highlighted").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] })],
);

/** Check-in and check-out times live on the property; the policy holds the rest. */
export const propertyPolicies = pgTable(
  "property_policies",
  {
    propertyId: uuid("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    earlyCheckIn: boolean("early_check_in").notNull().default(false),
    lateCheckOut: boolean("late_check_out").notNull().default(false),
    earlyCheckInFeeCents: integer("early_check_in_fee_cents"),
    lateCheckOutFeeCents: integer("late_check_out_fee_cents"),
    minStayDuration: integer("min_stay_duration").notNull().default(1),
    /** The longest stay the home takes (DESIGN 4.3); 365 nights is the most any stay may be. */
    maxStayDuration: integer("max_stay_duration").notNull().default(28),
  },
  (t) => [
    check("property_policies_min_stay_positive", sql`${t.minStayDuration} >= 1`),
    check(
      "property_policies_max_stay_range",
      sql`${t.maxStayDuration} >= ${t.minStayDuration} AND ${t.maxStayDuration} <= 365`,
    ),
  ],
);

export const houseRules = pgTable(
  "house_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** Sanitized SVG markup. */
    icon: text("icon").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    order: integer("order").notNull().default(0),
    translations: translations(),
  },
  (t) => [index("house_rules_property_idx").on(t.propertyId, t.order)],
);

export const extraUnit = pgEnum("extra_unit", EXTRA_UNITS);

/**
 * What a home sells beside its nights (issue 35): bed linen, final cleaning, a dog, firewood. A
 * mandatory extra is in every price of a stay; an optional one the guest chooses, up to
 * `max_quantity`. A booking keeps the lines it bought in its quote, so a changed or removed
 * extra changes no booking made.
 */
export const extras = pgTable(
  "extras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    unit: extraUnit("unit").notNull(),
    mandatory: boolean("mandatory").notNull().default(false),
    /** How many a guest may take of an optional extra; a mandatory one counts once. */
    maxQuantity: integer("max_quantity").notNull().default(1),
    position: integer("position").notNull().default(0),
    /** The name in the other languages, as `{"nl":{"name":"..."}}`. */
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("extras_property_idx").on(t.propertyId, t.position),
    check("extras_price_check", sql`${t.priceCents} >= 0 AND ${t.priceCents} <= 10000000`),
    check("extras_max_quantity_check", sql`${t.maxQuantity} BETWEEN 1 AND 99`),
    check("extras_name_check", sql`length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

export const reviewHiddenReason = pgEnum("review_hidden_reason", REVIEW_HIDDEN_REASONS);

/**
 * A guest's review of one stay (issue 34): written only for a booking that was paid and not
 * cancelled, within 30 days of check-out, one per booking. Rows without a booking are the seed's
 * demo reviews, which production never holds. Plain text, never rendered as markup.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** One review per stay; null only for the seed's demo reviews. */
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The guest's first name, as shown. */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    cleanliness: integer("cleanliness"),
    location: integer("location"),
    value: integer("value"),
    comment: text("comment").notNull(),
    /** The language the guest wrote in (the page's). */
    locale: localeColumn(),
    /** The stay's first night: its month and year are shown. */
    stayedOn: date("stayed_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    /** Set when the guest changed it (only within 48 hours of writing it). */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    hiddenReason: reviewHiddenReason("hidden_reason"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      "reviews_part_ratings_range",
      sql`coalesce(${t.cleanliness}, 1) BETWEEN 1 AND 5 AND coalesce(${t.location}, 1) BETWEEN 1 AND 5 AND coalesce(${t.value}, 1) BETWEEN 1 AND 5`,
    ),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= 2000`),
    check("reviews_answer_length", sql`char_length(${t.answer}) <= 2000`),
    check("reviews_answer_whole", sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`),
    check("reviews_hidden_whole", sql`(${t.hiddenReason} IS NULL) = (${t.hiddenAt} IS NULL)`),
    index("reviews_property_idx").on(t.propertyId, t.createdAt),
  ],
);

/**
 * The mail asking a stay's guest for a review, sent the day after check-out, and its one
 * reminder. The link's token is derived from the booking and the server secret (so the reminder
 * can repeat it); only its hash is kept, to find the booking by it.
 */
export const reviewInvitations = pgTable("review_invitations", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  invitedAt: timestamp("invited_at", { withTimezone: true }).notNull(),
  remindedAt: timestamp("reminded_at", { withTimezone: true }),
});

/**
 * The owner's promo codes (issue 36, decision 0060): a percentage or an amount off the nights'
 * price for bookings made in one window and stays in another. Its uses are not counted here but
 * read from the bookings that carry it, so a cancelled or expired booking gives its use back by
 * its status alone; a booking takes the last use under this row's lock.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    /** The owner's own note: where the code was given out. Guests never see it. */
    note: text("note"),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    includesExtras: boolean("includes_extras").notNull().default(false),
    bookedFrom: date("booked_from", { mode: "string" }),
    bookedUntil: date("booked_until", { mode: "string" }),
    stayFrom: date("stay_from", { mode: "string" }),
    stayUntil: date("stay_until", { mode: "string" }),
    /** Empty: every home. Homes are never deleted, so no foreign key is lost. */
    propertyIds: uuid("property_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Empty: any stay; else some of weekend, midweek, week. */
    stayKinds: text("stay_kinds")
      .array()
      .$type<StayKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    minNights: integer("min_nights").notNull().default(1),
    maxUses: integer("max_uses"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("promo_codes_code_check", sql`${t.code} ~ '^[A-Z0-9-]{4,32}$'`),
    check(
      "promo_codes_stay_kinds_check",
      sql`${t.stayKinds} <@ ARRAY[${sql.raw(STAY_KINDS.map((kind) => `'${kind}'`).join(", "))}]::text[]`,
    ),
    check(
      "promo_codes_one_discount",
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL)`,
    ),
    check(
      "promo_codes_percent_check",
      sql`${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100`,
    ),
    check(
      "promo_codes_amount_check",
      sql`${t.amountOffCents} IS NULL OR ${t.amountOffCents} BETWEEN 1 AND 10000000`,
    ),
    check("promo_codes_min_nights_check", sql`${t.minNights} BETWEEN 1 AND 365`),
    check("promo_codes_max_uses_check", sql`${t.maxUses} IS NULL OR ${t.maxUses} >= 1`),
    check(
      "promo_codes_windows_ordered",
      sql`(${t.bookedFrom} IS NULL OR ${t.bookedUntil} IS NULL OR ${t.bookedFrom} <= ${t.bookedUntil}) AND (${t.stayFrom} IS NULL OR ${t.stayUntil} IS NULL OR ${t.stayFrom} < ${t.stayUntil})`,
    ),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    guestId: uuid("guest_id").references(() => guests.id),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    guestPhone: text("guest_phone"),
    address: text("address"),
    specialRequests: text("special_requests"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    guestCount: integer("guest_count").notNull(),
    /** Guests under the commune's age whom the tourist tax freed; the rest are liable (issue 32). */
    taxFreeChildren: integer("tax_free_children").notNull().default(0),
    status: bookingStatus("status").notNull().default("pending"),
    /** The quote computed when the booking was made, in cents; the payment charges its total. */
    quote: jsonb("quote").notNull(),
    totalCents: integer("total_cents").notNull(),
    idempotencyKey: text("idempotency_key").unique(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentStartedAt: timestamp("payment_started_at", { withTimezone: true }),
    paymentLastTryAt: timestamp("payment_last_try_at", { withTimezone: true }),
    paymentConfirmedAt: timestamp("payment_confirmed_at", { withTimezone: true }),
    /** The payment whose money confirmed the stay; any other paid payment is refunded. */
    confirmedPaymentId: uuid("confirmed_payment_id").references((): AnyPgColumn => payments.id, {
      onDelete: "set null",
    }),
    /** Null: the total is paid at once. Else the first payment pays this and the rest is due later. */
    depositCents: integer("deposit_cents"),
    /** The day the balance is due (the owner may move it later); null without a deposit. */
    balanceDueOn: date("balance_due_on", { mode: "string" }),
    /** The payment that paid the balance; any other balance payment is refunded. */
    balancePaymentId: uuid("balance_payment_id").references((): AnyPgColumn => payments.id, {
      onDelete: "set null",
    }),
    /** When the balance request, and its reminder, were queued: each goes once. */
    balanceRequestedAt: timestamp("balance_requested_at", { withTimezone: true }),
    balanceRemindedAt: timestamp("balance_reminded_at", { withTimezone: true }),
    /**
     * The home's security deposit when the booking was made (issue 35, decision 0059), collected
     * with the payment that completes the price and never part of it; 0: the home asks none.
     */
    securityDepositCents: integer("security_deposit_cents").notNull().default(0),
    /** What the owner kept of it, once decided (0: all of it went back); null until then. */
    securityDepositKeptCents: integer("security_deposit_kept_cents"),
    /** The owner's reason for keeping some of it, as the guest was told. */
    securityDepositReason: text("security_deposit_reason"),
    /** When it was settled: refunded whole, kept in part or in full. Once, by a conditional update. */
    securityDepositSettledAt: timestamp("security_deposit_settled_at", { withTimezone: true }),
    /** The promo code the booking was made with (issue 36); its discount is in `quote`. */
    promoCodeId: uuid("promo_code_id").references(() => promoCodes.id),
    /** When the pre-arrival e-mail with the check-in details was queued. */
    checkInDetailsSentAt: timestamp("check_in_details_sent_at", { withTimezone: true }),
    /** When it became cancelled or rejected: the reports count cancellations by it (issue 37). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The language the booking was made in: every mail about it is written in it. */
    locale: localeColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
    check("bookings_guest_count_positive", sql`${t.guestCount} >= 1`),
    check(
      "bookings_tax_free_children",
      sql`${t.taxFreeChildren} >= 0 AND ${t.taxFreeChildren} <= ${t.guestCount}`,
    ),
    check(
      "bookings_deposit_has_due_date",
      sql`(${t.depositCents} IS NULL) = (${t.balanceDueOn} IS NULL)`,
    ),
    check(
      "bookings_deposit_within_total",
      sql`${t.depositCents} IS NULL OR (${t.depositCents} > 0 AND ${t.depositCents} < ${t.totalCents})`,
    ),
    // The balance job reads only confirmed bookings whose balance is still open.
    index("bookings_balance_open_idx")
      .on(t.balanceDueOn)
      .where(
        sql`${t.balancePaymentId} IS NULL AND ${t.depositCents} IS NOT NULL AND ${t.status} IN ('paid', 'approved')`,
      ),
    check(
      "bookings_security_deposit_kept",
      sql`${t.securityDepositCents} >= 0 AND (${t.securityDepositKeptCents} IS NULL) = (${t.securityDepositSettledAt} IS NULL) AND (${t.securityDepositKeptCents} IS NULL OR ${t.securityDepositKeptCents} BETWEEN 0 AND ${t.securityDepositCents})`,
    ),
    // The deposit job reads only stays whose deposit is still to settle.
    index("bookings_security_deposit_open_idx")
      .on(t.endDate)
      .where(
        sql`${t.securityDepositCents} > 0 AND ${t.securityDepositSettledAt} IS NULL AND ${t.status} IN ('paid', 'approved')`,
      ),
    index("bookings_property_idx").on(t.propertyId, t.startDate),
    index("bookings_guest_idx").on(t.guestId),
    index("bookings_status_idx").on(t.status),
    // The back office lists every booking newest first, a page at a time (read backwards).
    index("bookings_created_idx").on(t.createdAt, t.id),
    // Counting a promo code's uses reads only the bookings made with one.
    index("bookings_promo_code_idx")
      .on(t.promoCodeId)
      .where(sql`${t.promoCodeId} IS NOT NULL`),
    // Counting a guest's unpaid holds (at most 3 at once) reads only unpaid bookings.
    index("bookings_unpaid_email_idx")
      .on(t.guestEmail)
      .where(sql`${t.status} IN ('pending', 'payment_pending')`),
  ],
);

export const ownerBlocks = pgTable(
  "owner_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [check("owner_blocks_dates_ordered", sql`${t.endDate} > ${t.startDate}`)],
);

/**
 * A season of one home (DESIGN 9): a named date range [start, end) whose nights cost its nightly
 * price, with optional fixed prices for a stay that is exactly one weekend, midweek or week
 * inside it, and an optional minimum stay for stays that start in it. A home's seasons never
 * overlap (an exclusion constraint in the migration).
 */
export const seasons = pgTable(
  "seasons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pricePerNightCents: integer("price_per_night_cents").notNull(),
    weekendPriceCents: integer("weekend_price_cents"),
    midweekPriceCents: integer("midweek_price_cents"),
    weekPriceCents: integer("week_price_cents"),
    minStayNights: integer("min_stay_nights"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("seasons_property").on(t.propertyId),
    check("seasons_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
    check(
      "seasons_prices_not_negative",
      sql`${t.pricePerNightCents} >= 0 AND coalesce(${t.weekendPriceCents}, 0) >= 0 AND coalesce(${t.midweekPriceCents}, 0) >= 0 AND coalesce(${t.weekPriceCents}, 0) >= 0`,
    ),
    check("seasons_min_stay_positive", sql`${t.minStayNights} IS NULL OR ${t.minStayNights} >= 1`),
  ],
);

/**
 * A calendar another channel (Airbnb, Booking.com, Vrbo) publishes for one home, fetched by the
 * channel-sync job. Its own export address leaves out its own events, so the channel never sees
 * its bookings echoed back.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    url: text("url").notNull(),
    /** The secret of this channel's export address (128 random bits). */
    exportToken: text("export_token").notNull().unique(),
    /** When the job fetches it next; moved forward by every fetch, further after failures. */
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one instance fetches it; another may take it over once this has passed. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The validators of the last successful answer, for a conditional request. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** Events in the last successful answer. */
    eventCount: integer("event_count").notNull().default(0),
    /** The last failure in plain words; cleared by a success. */
    lastError: text("last_error"),
    /** The first failure since the last success; null while the feed is healthy. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** When the owner was told the feed has failed for an hour; cleared by a success. */
    failureMailedAt: timestamp("failure_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("calendar_feeds_property").on(t.propertyId)],
);

/**
 * One event of a feed: the nights a stay sold on another channel takes. It holds them like a
 * booking (a `stay_holds` row) unless they overlap a booking or block of ours; then it holds
 * nothing and is a conflict, shown and mailed to the owner, never forced.
 */
export const importedStays = pgTable(
  "imported_stays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The event's UID in the feed: the same event keeps its row when its dates move. */
    uid: text("uid").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** Set when a booking of ours holds the nights. */
    conflictBookingId: uuid("conflict_booking_id").references(() => bookings.id, {
      onDelete: "set null",
    }),
    conflictBlockId: uuid("conflict_block_id").references(() => ownerBlocks.id, {
      onDelete: "set null",
    }),
    /** Set when another channel's stay, imported first, holds the nights. */
    conflictImportedStayId: uuid("conflict_imported_stay_id").references(
      (): AnyPgColumn => importedStays.id,
      { onDelete: "set null" },
    ),
    /** Whether the stay holds its nights; false for a conflict. */
    holdsNights: boolean("holds_nights").notNull(),
    /** When the owner was told of this conflict (once per conflict). */
    conflictMailedAt: timestamp("conflict_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("imported_stays_feed_uid").on(t.feedId, t.uid),
    index("imported_stays_property").on(t.propertyId),
    check("imported_stays_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * Every night that is taken: one row per holding booking, owner block or imported stay. The
 * exclusion constraint (in a hand-written migration) guarantees that no two holds of a property
 * overlap.
 */
export const stayHolds = pgTable(
  "stay_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    stay: dateRange("stay").notNull(),
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    ownerBlockId: uuid("owner_block_id")
      .unique()
      .references(() => ownerBlocks.id, { onDelete: "cascade" }),
    importedStayId: uuid("imported_stay_id")
      .unique()
      .references(() => importedStays.id, { onDelete: "cascade" }),
  },
  (t) => [
    check(
      "stay_holds_one_owner",
      sql`num_nonnulls(${t.bookingId}, ${t.ownerBlockId}, ${t.importedStayId}) = 1`,
    ),
  ],
);

/**
 * The VAT rate on holiday accommodation from a day on, until the next row's day: Belgium's went
 * from 6% to 12% on 1 March 2026 (migration 0031). The owner adds a coming change ahead of it.
 */
export const vatRates = pgTable(
  "vat_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull().unique(),
    /** Hundredths of a percent: 1200 is 12%. */
    rateBasisPoints: integer("rate_basis_points").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "vat_rates_rate_in_range",
      sql`${t.rateBasisPoints} >= 0 AND ${t.rateBasisPoints} <= 10000`,
    ),
  ],
);

/** Receipt numbers, one per paid payment (docs/decisions/0041). */
export const receiptNumbers = pgSequence("receipt_numbers");

/**
 * Gift vouchers (issue 36, decision 0061): sold on /gift-vouchers through the payment provider,
 * their sale a payment like a booking's (`payments.gift_voucher_id`), and spent on bookings'
 * payments. The code is made with the row and told to no one until the sale is paid (then
 * `expires_on` is set). `remaining_cents` only moves by conditional updates, so two payments
 * cannot spend the same euro.
 */
export const giftVouchers = pgTable(
  "gift_vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    remainingCents: integer("remaining_cents").notNull(),
    /** The signed-in guest who bought it: their address is proven, so their own mail may carry their words. */
    buyerGuestId: uuid("buyer_guest_id").references(() => guests.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    /** Printed on the buyer's own copy only; never mailed to anyone else. */
    message: text("message"),
    locale: localeColumn(),
    /** The last day it can be spent: set when its sale is paid, 12 months on; null before. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** Its sale refunded (the buyer withdrew within 14 days, nothing spent): it pays for nothing. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("gift_vouchers_amount_check", sql`${t.amountCents} BETWEEN 5000 AND 100000`),
    check(
      "gift_vouchers_remaining_check",
      sql`${t.remainingCents} >= 0 AND ${t.remainingCents} <= ${t.amountCents}`,
    ),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the payment is for: a booking, or a gift voucher's sale (exactly one). */
    bookingId: uuid("booking_id").references(() => bookings.id),
    giftVoucherId: uuid("gift_voucher_id").references(() => giftVouchers.id),
    provider: text("provider").notNull(),
    /** Null while the payment is being opened at the provider. */
    providerPaymentId: text("provider_payment_id"),
    /** Moves only forward: from created to one final status (migration 0012's trigger). */
    status: paymentStatus("status").notNull().default("created"),
    amountCents: integer("amount_cents").notNull(),
    part: paymentPart("part").notNull().default("full"),
    /** The security deposit inside `amountCents`: no VAT, never part of the price (issue 35). */
    securityDepositCents: integer("security_deposit_cents").notNull().default(0),
    /** Mollie's id of the method the guest paid with, as the provider reports it. */
    method: text("method"),
    checkoutUrl: text("checkout_url"),
    /** Until when an open payment keeps its booking's hold; the provider is told the same. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The payment's receipt: taken from `receipt_numbers` in the transaction that records it paid
     * for the amount asked, so receipts are numbered in the order money arrived; null otherwise.
     */
    receiptNumber: bigint("receipt_number", { mode: "number" }).unique(),
    /**
     * The VAT rate in force on the day the money arrived, in hundredths of a percent (600 is
     * 6%), and the VAT inside the amount: written once, with the receipt number, since VAT is
     * due when a consumer pays. Both null on a receipted payment while the business was exempt.
     */
    vatRateBasisPoints: integer("vat_rate_basis_points"),
    vatCents: integer("vat_cents"),
    /**
     * The gift voucher that pays `voucherCents` of a booking payment's price (decision 0061): taken
     * off the voucher when the payment is recorded, the rest asked of the provider; given back to
     * the voucher when the payment ends unpaid.
     */
    paidWithVoucherId: uuid("paid_with_voucher_id").references(() => giftVouchers.id),
    voucherCents: integer("voucher_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_idx").on(t.provider, t.providerPaymentId),
    index("payments_booking_idx").on(t.bookingId, t.createdAt),
    check("payments_for_one", sql`num_nonnulls(${t.bookingId}, ${t.giftVoucherId}) = 1`),
    index("payments_gift_voucher_idx")
      .on(t.giftVoucherId)
      .where(sql`${t.giftVoucherId} IS NOT NULL`),
    check(
      "payments_security_deposit_inside",
      sql`${t.securityDepositCents} >= 0 AND ${t.securityDepositCents} < ${t.amountCents}`,
    ),
    check(
      "payments_voucher_inside_price",
      sql`${t.voucherCents} >= 0 AND ${t.voucherCents} <= ${t.amountCents} - ${t.securityDepositCents} AND (${t.voucherCents} = 0 OR ${t.paidWithVoucherId} IS NOT NULL)`,
    ),
    index("payments_paid_with_voucher_idx")
      .on(t.paidWithVoucherId)
      .where(sql`${t.paidWithVoucherId} IS NOT NULL`),
  ],
);

/**
 * Money owed back to a guest: written in the transaction that decides it, before the provider
 * is asked, and retried with the refund's id as idempotency key until the provider confirms it.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /**
     * All of the payment, or the part the owner refunds on cancelling, or the security deposit
     * (less what the owner kept): one refund a payment for each reason.
     */
    amountCents: integer("amount_cents").notNull(),
    /** The part of `amountCents` given back to the gift voucher that paid it, at once; the provider refunds the rest. */
    voucherCents: integer("voucher_cents").notNull().default(0),
    reason: refundReason("reason").notNull().default("dates_not_held"),
    status: refundStatus("status").notNull().default("owed"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one instance asks the provider; another may retry once this has passed. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    providerRefundId: text("provider_refund_id"),
    createdAt: createdAt(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_payment_reason_idx").on(t.paymentId, t.reason),
    index("refunds_owed_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'owed'`),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "refunds_voucher_inside",
      sql`${t.voucherCents} >= 0 AND ${t.voucherCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * Who changed what and when, for every owner action (DESIGN 8): kept at least a year. The
 * subject is named by kind and id, without a foreign key, so the record outlives what it names.
 */
export const ownerActivity = pgTable(
  "owner_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("owner_activity_at_idx").on(t.at, t.id),
    index("owner_activity_subject_idx").on(t.subjectKind, t.subjectId),
  ],
);

export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one instance is sending it; another may retry once this has passed. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * What the outbox keeps of the mail once it has left, e.g. a sign-in code mail without its
     * code; swapped in for subject and bodies when the mail is sent or given up on.
     */
    storedOnceSent: jsonb("stored_once_sent").$type<{
      subject: string;
      text: string;
      html: string;
    }>(),
    /** The stored copy replaced a mail with a secret in it: it can never be sent again. */
    secretRemoved: boolean("secret_removed").notNull().default(false),
    /**
     * The path that turns off what this mail was sent for with one POST (RFC 8058): sent as the
     * mail's List-Unsubscribe, so a mail client offers 'Unsubscribe' itself.
     */
    listUnsubscribe: text("list_unsubscribe"),
  },
  (t) => [index("outbox_emails_due_idx").on(t.status, t.nextAttemptAt)],
);

/**
 * Files a queued mail carries (a payment's receipt), apart from the mail's row: the delivery loop
 * claims and updates outbox rows often and should not drag their bytes along. They go when the
 * mail goes (its retention, docs/decisions/0010).
 */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxEmailId: uuid("outbox_email_id")
      .notNull()
      .references(() => outboxEmails.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("outbox_attachments_email_idx").on(t.outboxEmailId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When the owner read it in the back office; null: unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  // The back office lists messages newest first, a page at a time.
  (t) => [index("contact_messages_created_idx").on(t.createdAt, t.id)],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** Random token for the unsubscribe link. */
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  /** Random token for the link in the confirmation mail (double opt-in). */
  confirmationToken: text("confirmation_token").notNull().unique(),
  /** When the latest sign-up was made: its confirmation link lives a while from then. */
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when the address's owner followed the confirmation link; null: not subscribed yet. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** The language of the latest sign-up, which the confirmation mail is written in. */
  locale: localeColumn(),
});

/**
 * "Tell me when it frees up" (docs/decisions/0038): an address waiting for a taken stay of one
 * home. Double opt-in like the newsletter; the alert job mails it once when the nights are free
 * and it is confirmed, then it has fired and is done. It ends unfired when its address's owner
 * unsubscribes or the stay's check-in has passed.
 */
export const availabilityAlerts = pgTable(
  "availability_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    guests: integer("guests").notNull(),
    email: text("email").notNull(),
    /** The language of the latest request, which both mails are written in. */
    locale: localeColumn(),
    /** Random token for the link in the confirmation mail. */
    confirmationToken: text("confirmation_token").notNull().unique(),
    /** Random token for the link that ends the alert. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** When the latest request was made: its confirmation link lives a while from then. */
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the alert claimed its one mail; set once, in the transaction that queues it. */
    firedAt: timestamp("fired_at", { withTimezone: true }),
    /** When it ended unfired: unsubscribed, or its check-in passed. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check("availability_alerts_dates_ordered", sql`${t.checkOut} > ${t.checkIn}`),
    check("availability_alerts_guests_positive", sql`${t.guests} >= 1`),
    // One open alert per address and stay: asking again renews it instead of adding one.
    uniqueIndex("availability_alerts_open_stay")
      .on(t.propertyId, t.checkIn, t.checkOut, t.email)
      .where(sql`${t.firedAt} IS NULL AND ${t.endedAt} IS NULL`),
    // The alert job reads only open alerts, by check-in (the ones to end come first).
    index("availability_alerts_open_idx")
      .on(t.checkIn)
      .where(sql`${t.firedAt} IS NULL AND ${t.endedAt} IS NULL`),
    // Counting an address's open alerts (a cap per address).
    index("availability_alerts_email_idx").on(t.email),
  ],
);

/** Fixed-window counters shared by every instance (sign-in codes, contact form...). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * The built-in sandbox payment provider's own records: it stands in for Mollie's side, so the
 * app reads them only through the provider interface.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  description: text("description").notNull(),
  redirectUrl: text("redirect_url").notNull(),
  webhookUrl: text("webhook_url").notNull(),
  /** What the payment is for: a booking, or a gift voucher's sale (issue 36). */
  bookingId: uuid("booking_id"),
  giftVoucherId: uuid("gift_voucher_id"),
  status: paymentStatus("status").notNull().default("created"),
  /** Past it, an open sandbox payment reads as expired, as Mollie's would. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  refundedCents: integer("refunded_cents").notNull().default(0),
  /** The methods the checkout offers, and the one the guest chose. */
  methods: text("methods")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  method: text("method"),
  /**
   * The idempotency keys of the refunds made here: like Mollie, a payment may be refunded in
   * parts up to its amount (a cancellation's share, then a security deposit), and a retry with a
   * key already used is not a second refund.
   */
  refundKeys: text("refund_keys")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const registerWriter = pgEnum("register_writer", REGISTER_WRITERS);

/**
 * The traveller register (law of 1 March 2007, art. 141-147; royal decree of 27 April 2007;
 * docs/decisions/0053): per stay, who wrote it last and when, and when the reminder to fill it in
 * went (once per booking). No personal data: a stay's travellers are the entries below.
 */
export const travellerRegisters = pgTable("traveller_registers", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** Null while nobody has filled it in (a row made by the reminder alone). */
  filledBy: registerWriter("filled_by"),
  filledAt: timestamp("filled_at", { withTimezone: true }),
  reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
});

/**
 * One traveller of a stay, exactly what the rules ask the accommodation to record: names, place
 * and date of birth, nationality (the stay's dates are the booking's). Never a document's copy or
 * number. Erased by the retention job after its period (TRAVELLER_REGISTER_RETENTION_DAYS).
 */
export const travellerRegisterEntries = pgTable(
  "traveller_register_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The traveller's place in the list, from 0. */
    position: integer("position").notNull(),
    surname: text("surname").notNull(),
    firstNames: text("first_names").notNull(),
    birthPlace: text("birth_place").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    nationality: text("nationality").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("traveller_register_entries_booking_position_idx").on(t.bookingId, t.position),
    // The API's limits, kept by the database too (0053).
    check(
      "traveller_register_entries_lengths",
      sql`char_length(${t.surname}) BETWEEN 1 AND 100 AND char_length(${t.firstNames}) BETWEEN 1 AND 100 AND char_length(${t.birthPlace}) BETWEEN 1 AND 100 AND char_length(${t.nationality}) BETWEEN 1 AND 60`,
    ),
    check("traveller_register_entries_position", sql`${t.position} BETWEEN 0 AND 99`),
  ],
);
