import { CONFIRMED_STATUSES, type BookingStatus } from "@/db/enums";
import { addDays, type CalendarDate } from "@/lib/dates";
import { REVIEW_LIMITS } from "./limits";

/** The last day a stay that ended on `endDate` can be reviewed. */
export function lastReviewDay(endDate: CalendarDate): CalendarDate {
  return addDays(endDate, REVIEW_LIMITS.windowDays);
}

/** Whether a stay that was paid and not cancelled is in its 30 days for a review, from the day after check-out. */
export function inReviewWindow(
  stay: { status: BookingStatus; endDate: CalendarDate },
  today: CalendarDate,
): boolean {
  return (
    (CONFIRMED_STATUSES as readonly BookingStatus[]).includes(stay.status) &&
    today > stay.endDate &&
    today <= lastReviewDay(stay.endDate)
  );
}
