import Link from "next/link";
import { cn } from "@/lib/cn";
import { weekdayOf } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { PricedDay, PricedMonth, PriceYear } from "../../season-calendar";

/*
 * The year as a price calendar: twelve small months, rendered on the server with no script. Each
 * day says in words what its night costs and in which season; the grid is its visible shorthand.
 */

// Tints with dark text that keeps AA contrast; seasons past the sixth take them again.
const SEASON_TONES = [
  "bg-amber-200 text-amber-950",
  "bg-sky-200 text-sky-950",
  "bg-violet-200 text-violet-950",
  "bg-rose-200 text-rose-950",
  "bg-emerald-200 text-emerald-950",
  "bg-orange-200 text-orange-950",
];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const monthNames = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
const dayNames = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The grid's shorthand: whole euros bare, others with their cents. */
const shortPrice = (euros: number) => (Number.isInteger(euros) ? String(euros) : euros.toFixed(2));

function toneOf(seasons: string[], season: string | null): string | null {
  if (season === null) return null;
  return SEASON_TONES[seasons.indexOf(season) % SEASON_TONES.length] ?? null;
}

/** The month's days in weeks, Monday first; null where a week reaches into another month. */
function weeksOf(month: PricedMonth): (PricedDay | null)[][] {
  const first = month.days[0];
  if (!first) return [];
  const lead = (weekdayOf(first.date) + 6) % 7;
  const cells = [...Array.from({ length: lead }, () => null), ...month.days];
  const weeks: (PricedDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }
  return weeks;
}

function Month({ month, seasons }: { month: PricedMonth; seasons: string[] }) {
  const name = `${monthNames.format(utcOf(`${month.month}-01`))} ${month.month.slice(0, 4)}`;
  return (
    <table className="w-full table-fixed border-collapse text-center">
      <caption className="pb-1 text-left font-serif text-base font-semibold text-forest-950">
        {name}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th
              key={day}
              scope="col"
              abbr={day}
              className="pb-1 text-[0.7rem] font-semibold text-stone-700"
            >
              {day.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={`${month.month}-${week.find(Boolean)?.date ?? ""}`}>
            {week.map((day, index) =>
              day ? (
                <td
                  key={day.date}
                  className={cn(
                    "border border-white px-0.5 py-0.5 leading-tight",
                    toneOf(seasons, day.season) ?? "bg-stone-50 text-stone-800",
                  )}
                >
                  <span aria-hidden="true" className="block text-[0.7rem]">
                    {Number(day.date.slice(8))}
                  </span>
                  <span aria-hidden="true" className="block text-[0.7rem] font-semibold">
                    {shortPrice(day.pricePerNight)}
                  </span>
                  <span className="sr-only">
                    {dayNames.format(utcOf(day.date))}: {day.season ? `${day.season}, ` : ""}
                    {formatEuros(day.pricePerNight)}
                  </span>
                </td>
              ) : (
                <td key={`empty-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SeasonPriceCalendar({
  homeId,
  calendar,
  years,
  basePrice,
}: {
  homeId: string;
  calendar: PriceYear;
  years: [number, number];
  basePrice: number;
}) {
  return (
    <section aria-labelledby="price-calendar" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="price-calendar" className="font-serif text-xl font-semibold text-forest-950">
          Prices per night in {calendar.year}
        </h2>
        <nav aria-label="Years" className="flex gap-4">
          {years.map((year) => (
            <Link
              key={year}
              href={`/owner/homes/${homeId}/seasons?year=${year}`}
              aria-current={year === calendar.year ? "page" : undefined}
              className={cn(
                "text-sm text-forest-800 underline-offset-4",
                year === calendar.year ? "font-bold underline" : "font-medium hover:underline",
              )}
            >
              {year}
            </Link>
          ))}
        </nav>
      </div>
      <ul
        className="flex flex-wrap gap-3 text-xs text-stone-700"
        aria-label="Seasons on the calendar"
      >
        {calendar.seasons.map((season) => (
          <li key={season} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn(
                "inline-block size-3 rounded-sm border border-stone-300",
                toneOf(calendar.seasons, season),
              )}
            />
            {season}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm border border-stone-300 bg-stone-50"
          />
          Outside seasons: {formatEuros(basePrice)}
        </li>
      </ul>
      <div className="grid gap-x-6 gap-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        {calendar.months.map((month) => (
          <Month key={month.month} month={month} seasons={calendar.seasons} />
        ))}
      </div>
    </section>
  );
}
