import { addDays, daysBetween, type CalendarDate } from "@/lib/dates";

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
  const from = `${String(year).padStart(4, "0")}-01-01`;
  const days = daysBetween(from, `${String(year + 1).padStart(4, "0")}-01-01`);
  const months: PricedMonth[] = [];
  const names: string[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDays(from, day);
    // A home's seasons never overlap (the exclusion constraint): at most one holds a day.
    const season = seasons.find((each) => each.from <= date && date < each.to) ?? null;
    if (season && !names.includes(season.name)) names.push(season.name);
    const month = date.slice(0, 7);
    if (months.at(-1)?.month !== month) months.push({ month, days: [] });
    months.at(-1)?.days.push({
      date,
      pricePerNight: season ? season.pricePerNight : basePrice,
      season: season ? season.name : null,
    });
  }
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
