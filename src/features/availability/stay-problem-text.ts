import type { useTranslations } from "next-intl";
import {
  MAX_DAYS_AHEAD,
  MAX_NIGHTS,
  nightsOf,
  type Stay,
  type StayLimits,
  type StayProblem,
} from "./stay-rules";

/** The `stayProblems` messages, from useTranslations or getTranslations. */
type Translate = ReturnType<typeof useTranslations<"stayProblems">>;

/**
 * A broken stay rule in the page's language. The rules keep their English texts for the API;
 * a page says them from the rule, the stay and, where a home is known, the home's limits (the
 * booking calendar's clicks only break the weekday rules, which need neither).
 */
export function stayProblemText(
  t: Translate,
  problem: Pick<StayProblem, "rule" | "nights">,
  stay?: Pick<Stay, "checkIn" | "checkOut">,
  home?: Pick<StayLimits, "maxGuests" | "minStayDuration" | "maxStayDuration">,
): string {
  switch (problem.rule) {
    case "STAY_TOO_LONG":
      return home && stay && nightsOf(stay) <= MAX_NIGHTS
        ? t("STAY_TOO_LONG_FOR_HOME", { nights: home.maxStayDuration })
        : t("STAY_TOO_LONG", { nights: MAX_NIGHTS });
    case "MIN_STAY":
      return t("MIN_STAY", { nights: home?.minStayDuration ?? 1 });
    case "SEASON_MIN_STAY":
      return t("SEASON_MIN_STAY", { nights: problem.nights ?? 1 });
    case "CHECK_IN_TOO_FAR":
      return t("CHECK_IN_TOO_FAR", { days: MAX_DAYS_AHEAD });
    case "GUEST_COUNT":
      return t("GUEST_COUNT", { maxGuests: home?.maxGuests ?? 1 });
    default:
      return t(problem.rule);
  }
}
