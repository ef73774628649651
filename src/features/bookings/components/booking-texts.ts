import { useLocale } from "next-intl";
import {
  MAX_DAYS_AHEAD,
  MAX_NIGHTS,
  nightsOf,
  type Stay,
  type StayProblem,
} from "@/features/availability";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";

/** The page's language, as the formatters take it. */
export function usePageLocale(): Locale {
  const requested = useLocale();
  return isLocale(requested) ? requested : DEFAULT_LOCALE;
}

/** A translator of the `booking` namespace, as `useTranslations("booking")` gives it. */
export type BookingTranslator = (key: string, values?: Record<string, string | number>) => string;

/** What a stay rule's message needs besides the rule: the stay and the home's limits. */
export interface StayContext {
  stay: Pick<Stay, "checkIn" | "checkOut">;
  home: { maxGuests: number; minStayDuration: number; maxStayDuration: number };
}

/**
 * A stay rule's message in the page's language. The rules (shared with the API) answer in
 * English; the rule and the home's limits say which message and numbers to show instead. A rule
 * with numbers and no context to take them from (never the weekday rules a click checks) keeps
 * the rule's own text.
 */
export function stayProblemText(
  t: BookingTranslator,
  problem: StayProblem,
  context?: StayContext,
): string {
  if (!context) {
    if (problem.rule === "CHECK_IN_WEEKDAY") return t("stay.checkInWeekday");
    if (problem.rule === "CHECK_OUT_WEEKDAY") return t("stay.checkOutWeekday");
    return problem.message;
  }
  const { stay, home } = context;
  switch (problem.rule) {
    case "CHECK_IN_WEEKDAY":
      return t("stay.checkInWeekday");
    case "CHECK_OUT_WEEKDAY":
      return t("stay.checkOutWeekday");
    case "CHECK_OUT_AFTER_CHECK_IN":
      return t("stay.checkOutAfterCheckIn");
    case "STAY_TOO_LONG":
      return nightsOf(stay) > MAX_NIGHTS
        ? t("stay.tooLong", { nights: MAX_NIGHTS })
        : t("stay.homeTooLong", { nights: home.maxStayDuration });
    case "MIN_STAY":
      return t("stay.minStay", { nights: home.minStayDuration });
    case "CHECK_IN_IN_PAST":
      return t("stay.inPast");
    case "CHECK_IN_TOO_FAR":
      return t("stay.tooFar", { days: MAX_DAYS_AHEAD });
    case "GUEST_COUNT":
      return t("stay.guestCount", { max: home.maxGuests });
    case "PROPERTY_INACTIVE":
      return t("stay.inactive");
  }
}
