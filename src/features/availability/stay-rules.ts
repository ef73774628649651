import { addDays, daysBetween, todayInBrussels, weekdayOf, type CalendarDate } from "@/lib/dates";

/** Guests a stay is for when nobody said: the API's default and the pages'. */
export const DEFAULT_GUESTS = 2;

export const MAX_DAYS_AHEAD = 365;
/**
 * No home takes a longer stay (the database checks each home's maximum against it): the picker
 * offers both days within 365 days ahead, and a longer stay would price beyond what a booking's
 * total can hold.
 */
export const MAX_NIGHTS = 365;
/**
 * A home's longest stay when its policy says nothing else (the column's default): one booking
 * cannot hold a home's calendar for a season.
 */
export const DEFAULT_MAX_STAY_NIGHTS = 28;
const MONDAY = 1;
const FRIDAY = 5;

export interface Stay {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
}

export interface StayLimits {
  maxGuests: number;
  minStayDuration: number;
  maxStayDuration: number;
  isActive: boolean;
  /**
   * The minimum of the season the stay's first night falls in (DESIGN 9), which replaces the
   * home's own; null or absent outside seasons, or where only the home's limits are known.
   */
  seasonMinStayDuration?: number | null;
}

export type StayRule =
  | "CHECK_IN_WEEKDAY"
  | "CHECK_OUT_WEEKDAY"
  | "CHECK_OUT_AFTER_CHECK_IN"
  | "STAY_TOO_LONG"
  | "MIN_STAY"
  | "SEASON_MIN_STAY"
  | "CHECK_IN_IN_PAST"
  | "CHECK_IN_TOO_FAR"
  | "GUEST_COUNT"
  | "PROPERTY_INACTIVE";

/** The spec's texts for the weekday rule and for dates that are taken. */
export const STAY_MESSAGES = {
  checkInWeekday: "Bookings must start on Monday or Friday",
  checkOutWeekday: "Bookings must end on Monday or Friday",
  datesTaken: "This property is not available for the selected dates",
} as const;

export interface StayProblem {
  rule: StayRule;
  message: string;
  /** The minimum a season sets, for SEASON_MIN_STAY: the page knows no seasons to say it. */
  nights?: number;
}

export function isChangeoverDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday === MONDAY || weekday === FRIDAY;
}

/**
 * The guests of a page's `persons` query, parsed as an integer as the spec says: a whole number
 * from 1, or undefined when there is none.
 */
export function parsePersons(text: string | null | undefined): number | undefined {
  const persons = Number.parseInt(text ?? "", 10);
  return Number.isInteger(persons) && persons >= 1 ? persons : undefined;
}

export function nightsOf(stay: Pick<Stay, "checkIn" | "checkOut">): number {
  return daysBetween(stay.checkIn, stay.checkOut);
}

/** The weekday rule alone, as the date picker applies it while the guest clicks. */
export function checkChangeoverDays(
  checkIn: CalendarDate,
  checkOut: CalendarDate | null,
): StayProblem | null {
  if (!isChangeoverDay(checkIn)) {
    return { rule: "CHECK_IN_WEEKDAY", message: STAY_MESSAGES.checkInWeekday };
  }
  if (checkOut !== null && !isChangeoverDay(checkOut)) {
    return { rule: "CHECK_OUT_WEEKDAY", message: STAY_MESSAGES.checkOutWeekday };
  }
  return null;
}

/**
 * The rules of DESIGN.md 4.1 that concern the dates alone, in the order `checkStay` applies
 * them; a home's shortest and longest stay when a home is given. A dated search applies these
 * to every home and filters by each home's stay lengths itself.
 */
export function checkStayDates(
  stay: Pick<Stay, "checkIn" | "checkOut">,
  today: CalendarDate = todayInBrussels(),
  home?: Pick<StayLimits, "minStayDuration" | "maxStayDuration" | "seasonMinStayDuration">,
): StayProblem | null {
  const weekdayProblem = checkChangeoverDays(stay.checkIn, stay.checkOut);
  if (weekdayProblem) return weekdayProblem;
  const nights = nightsOf(stay);
  if (nights <= 0) {
    return { rule: "CHECK_OUT_AFTER_CHECK_IN", message: "Check-out must be after check-in" };
  }
  if (nights > MAX_NIGHTS) {
    return { rule: "STAY_TOO_LONG", message: `A stay can be at most ${MAX_NIGHTS} nights` };
  }
  if (home && nights > home.maxStayDuration) {
    return {
      rule: "STAY_TOO_LONG",
      message: `This property can be booked for at most ${home.maxStayDuration} nights`,
    };
  }
  const seasonMinimum = home?.seasonMinStayDuration ?? null;
  if (seasonMinimum !== null) {
    if (nights < seasonMinimum) {
      return {
        rule: "SEASON_MIN_STAY",
        message: `This stay is shorter than the minimum of ${seasonMinimum} nights for these dates.`,
        nights: seasonMinimum,
      };
    }
  } else if (nights < (home?.minStayDuration ?? 1)) {
    const minStayDuration = home?.minStayDuration ?? 1;
    return {
      rule: "MIN_STAY",
      message: `This property requires a minimum stay of ${minStayDuration} nights`,
    };
  }
  if (stay.checkIn < today) {
    return { rule: "CHECK_IN_IN_PAST", message: "Check-in cannot be in the past" };
  }
  if (stay.checkIn > addDays(today, MAX_DAYS_AHEAD)) {
    return {
      rule: "CHECK_IN_TOO_FAR",
      message: `Check-in must be within the next ${MAX_DAYS_AHEAD} days`,
    };
  }
  return null;
}

/** Every stay rule of DESIGN.md 4.1; the first one broken, or null. */
export function checkStay(
  stay: Stay,
  limits: StayLimits,
  today: CalendarDate = todayInBrussels(),
): StayProblem | null {
  if (!limits.isActive) {
    return { rule: "PROPERTY_INACTIVE", message: "This property is not available for booking" };
  }
  const datesProblem = checkStayDates(stay, today, limits);
  if (datesProblem) return datesProblem;
  if (!Number.isInteger(stay.guests) || stay.guests < 1 || stay.guests > limits.maxGuests) {
    return {
      rule: "GUEST_COUNT",
      message: `Guests must be between 1 and ${limits.maxGuests}`,
    };
  }
  return null;
}
