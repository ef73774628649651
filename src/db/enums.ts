/*
 * The product's fixed vocabularies, each listed once: the database's enum types (schema.ts) and
 * the API's and pages' schemas read them here. Pure, so the browser may import it. Each list is in
 * the database's order (PostgreSQL sorts and compares enum values by it), so it is never reordered.
 */

export const PROPERTY_TYPES = ["Villa", "Cabin", "Apartment", "House"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const BOOKING_STATUSES = [
  "pending",
  "payment_pending",
  "paid",
  "approved",
  "rejected",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking whose stay is confirmed: paid (its deposit at least), or approved by the owner. */
export const CONFIRMED_STATUSES = ["paid", "approved"] as const satisfies readonly BookingStatus[];

export const PAYMENT_STATUSES = ["created", "paid", "expired", "failed", "canceled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Which part of a booking's schedule a payment pays (DESIGN 11). */
export const PAYMENT_PARTS = ["full", "deposit", "balance"] as const;
export type PaymentPart = (typeof PAYMENT_PARTS)[number];

export const OUTBOX_STATUSES = ["pending", "sent", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A refund is owed from the moment it is decided until the provider confirms it. */
export const REFUND_STATUSES = ["owed", "refunded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money goes back: a payment for dates no longer held (0009), the owner's decision, the
 * guest's own cancellation under the terms, or a payment the provider holds for another amount
 * than the one asked, or a security deposit going back after the stay (issue 35).
 */
export const REFUND_REASONS = [
  "dates_not_held",
  "rejected_by_owner",
  "cancelled_by_owner",
  "cancelled_by_guest",
  "wrong_amount",
  "security_deposit",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The encodings a photo's renditions are kept in. */
export const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Who wrote a stay's traveller register last: the guest before arrival, or the owner (0053). */
export const REGISTER_WRITERS = ["guest", "owner"] as const;
export type RegisterWriter = (typeof REGISTER_WRITERS)[number];

/** How a commune taxes a stay (issue 32): see src/features/pricing/tourist-tax.ts. */
export const TOURIST_TAX_KINDS = [
  "per_person_night",
  "per_home_night",
  "per_stay",
  "none",
] as const;
export type TouristTaxKind = (typeof TOURIST_TAX_KINDS)[number];

/** The only reasons the owner may hide a guest's review for (issue 34), each told to the guest. */
export const REVIEW_HIDDEN_REASONS = ["personal_data", "offensive", "not_about_stay"] as const;
export type ReviewHiddenReason = (typeof REVIEW_HIDDEN_REASONS)[number];

/**
 * What an extra's price counts per (issue 35): the stay, each night, each guest, each guest each
 * night, or each item the guest takes (a bag of firewood).
 */
export const EXTRA_UNITS = ["stay", "night", "guest", "guest_night", "item"] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

/**
 * The stays the Monday/Friday rule makes (DESIGN 9): a weekend (Friday to Monday), a midweek
 * (Monday to Friday) and a week (Friday to Friday or Monday to Monday). Longer stays are runs of
 * these. A promo code may be limited to some (decision 0060).
 */
export const STAY_KINDS = ["weekend", "midweek", "week"] as const;
export type StayKind = (typeof STAY_KINDS)[number];
