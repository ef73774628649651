import { daysOfMonth } from "@/features/availability";
import type { CalendarDate } from "@/lib/dates";

/*
 * The year as a price calendar (issue 19): what one night costs on each day of a year, as the
 * quote prices a night that is not part of a fixed-price weekend, midweek or week: its season's
 * nightly price, or the home's own price outside seasons.
 */

/** What the calendar needs of a season: `to` is the first day after it. */
export interface SeasonOfCalendar {
  name: string;
  from: CalendarDate;
  to: CalendarDate;
  pricePerNight: number;
}

export interface PricedDay {
  date: CalendarDate;
  pricePerNight: number;
  /** The season the night falls in; null at the home's own price. */
  season: string | null;
}

export interface PricedMonth {
  /** `YYYY-MM`. */
  month: string;
  days: PricedDay[];
}

export interface PriceYear {
  year: number;
  months: PricedMonth[];
  /** The names of the seasons on the calendar, in the order they first appear. */
  seasons: string[];
}

/** Every day of the year priced by the season it falls in, or at the home's own price. */
export function priceYear(
  year: number,
  basePrice: number,
  seasons: readonly SeasonOfCalendar[],
): PriceYear {
  const names: string[] = [];
  const months = Array.from({ length: 12 }, (_, index): PricedMonth => {
    const month = `${String(year).padStart(4, "0")}-${String(index + 1).padStart(2, "0")}`;
    const days = daysOfMonth(month).map((date) => {
      // A home's seasons never overlap (the exclusion constraint): at most one holds a day.
      const season = seasons.find((each) => each.from <= date && date < each.to) ?? null;
      if (season && !names.includes(season.name)) names.push(season.name);
      return {
        date,
        pricePerNight: season ? season.pricePerNight : basePrice,
        season: season ? season.name : null,
      };
    });
    return { month, days };
  });
  return { year, months, seasons: names };
}

/** The years the seasons' page shows: this year and the next. */
export function seasonYears(today: CalendarDate): [number, number] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1];
}

/** The year an address asks for, when it is one the page shows; this year otherwise. */
export function shownSeasonYear(asked: string | string[] | undefined, today: CalendarDate): number {
  const years = seasonYears(today);
  const given = Array.isArray(asked) ? asked[0] : asked;
  return years.find((year) => String(year) === given) ?? years[0];
}
