import { BOOKING_STATUSES, type BookingStatus } from "../views";

/*
 * The booking's states and who may move it between them (DESIGN 4.3, 8, 11). Pure, so the
 * tests can enumerate it; status.server.ts is the only code that applies it, and migration
 * 0008's trigger refuses any other status change (a unit test keeps the two equal).
 */

/** Who causes a change: the guest, the payment provider's report, the owner, a background job. */
export const ACTORS = ["guest", "payment", "owner", "job"] as const;
export type Actor = (typeof ACTORS)[number];

export { BOOKING_STATUSES, type BookingStatus };

export interface Transition {
  /** `null`: the booking is being created. */
  from: BookingStatus | null;
  to: BookingStatus;
  by: readonly Actor[];
}

export const TRANSITIONS: readonly Transition[] = [
  { from: null, to: "pending", by: ["guest"] },
  { from: "pending", to: "payment_pending", by: ["guest"] },
  { from: "pending", to: "paid", by: ["payment"] },
  { from: "pending", to: "approved", by: ["payment"] },
  { from: "pending", to: "cancelled", by: ["guest", "job", "owner"] },
  { from: "payment_pending", to: "paid", by: ["payment"] },
  { from: "payment_pending", to: "approved", by: ["payment"] },
  { from: "payment_pending", to: "cancelled", by: ["guest", "job", "owner"] },
  { from: "paid", to: "approved", by: ["owner"] },
  { from: "paid", to: "rejected", by: ["owner"] },
  // The job: a balance still unpaid a week after its due date (DESIGN 11).
  { from: "paid", to: "cancelled", by: ["guest", "owner", "job"] },
  { from: "approved", to: "cancelled", by: ["guest", "owner", "job"] },
];

/** Statuses whose nights are held: the booking has a `stay_holds` row (docs/decisions/0001). */
export const HOLDING_STATUSES = [
  "pending",
  "payment_pending",
  "paid",
  "approved",
] as const satisfies readonly BookingStatus[];

/** Statuses whose nights are held and which may still be paid. */
export const PAYABLE_STATUSES = [
  "pending",
  "payment_pending",
] as const satisfies readonly BookingStatus[];

export function isHolding(status: BookingStatus): boolean {
  return (HOLDING_STATUSES as readonly BookingStatus[]).includes(status);
}

export function isPayable(status: BookingStatus): boolean {
  return (PAYABLE_STATUSES as readonly BookingStatus[]).includes(status);
}

export function canTransition(
  from: BookingStatus | null,
  to: BookingStatus,
  actor: Actor,
): boolean {
  return TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** Whether the change ends the hold, so its `stay_holds` row goes with it. */
export function releasesHold(from: BookingStatus, to: BookingStatus): boolean {
  return isHolding(from) && !isHolding(to);
}

/** The status changes of an existing booking, whoever causes them: what the database allows. */
export function allowedStatusChanges(): [BookingStatus, BookingStatus][] {
  return TRANSITIONS.flatMap((t) => (t.from === null ? [] : [[t.from, t.to]]));
}
