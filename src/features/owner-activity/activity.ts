/** What an owner action acts on. */
export const SUBJECT_KINDS = [
  "booking",
  "owner_block",
  "refund",
  "mail",
  "contact_message",
  "photo",
  "passkey",
  "home",
  "amenity",
  "feature",
  "calendar_feed",
  "season",
  "vat_rate",
  "commune",
  "review",
  "extra",
  "promo_code",
  "gift_voucher",
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** One owner action as the activity page shows it. */
export interface ActivityEntry {
  id: string;
  /** ISO instant. */
  at: string;
  /** The owner's e-mail address. */
  actor: string;
  action: string;
  subject: { kind: SubjectKind; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
