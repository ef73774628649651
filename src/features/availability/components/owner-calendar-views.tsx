import Link from "next/link";
import type { ReactNode } from "react";
import type { BookingStatus } from "@/db/enums";
import { cn } from "@/lib/cn";
import { addDays, daysBetween, formatShortDate, weekdayOf, type CalendarDate } from "@/lib/dates";
import {
  barsWithin,
  formatMonth,
  shiftMonth,
  type Bar,
  type CalendarBlock,
  type CalendarBooking,
  type CalendarImport,
  type HomeCalendar,
  type MonthOfCalendar,
} from "../owner-calendar";
import { BlockDatesDialog, RemoveBlockButton } from "./owner-block-actions";

/*
 * The owner's calendars (issues 16 and 18): bars on the nights that bookings, blocks and stays
 * sold on other channels hold; conflicts in red. The grids are for the eye; the list under a
 * home's month says the same for screen readers and phones.
 */

type Item =
  | ({ kind: "booking" } & CalendarBooking)
  | ({ kind: "block" } & CalendarBlock)
  | ({ kind: "import" } & CalendarImport);

const HOLD_LABELS: Partial<Record<BookingStatus, string>> = {
  pending: "Awaiting payment",
  payment_pending: "Paying",
  paid: "Paid, to review",
  approved: "Approved",
};

const BAR_TONES: Partial<Record<BookingStatus, string>> = {
  pending: "bg-amber-100 text-amber-950 border-amber-400",
  payment_pending: "bg-amber-100 text-amber-950 border-amber-400",
  paid: "bg-sky-800 text-white border-sky-900",
  approved: "bg-forest-700 text-white border-forest-800",
};
const BLOCK_TONE = "bg-stone-200 text-stone-900 border-dashed border-stone-500";
const IMPORT_TONE = "bg-violet-100 text-violet-950 border-violet-400";
const CONFLICT_TONE = "bg-red-100 text-red-900 border-red-500";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const dates = (item: { from: string; to: string }) =>
  `${formatShortDate(item.from)} to ${formatShortDate(item.to)}`;

function itemsOf(home: HomeCalendar): Item[] {
  return [
    ...home.bookings.map((booking) => ({ kind: "booking" as const, ...booking })),
    ...home.blocks.map((block) => ({ kind: "block" as const, ...block })),
    ...home.imports.map((stay) => ({ kind: "import" as const, ...stay })),
  ].sort((a, b) => (a.from < b.from ? -1 : 1));
}

function statusOf(booking: CalendarBooking): string {
  return HOLD_LABELS[booking.status] ?? booking.status;
}

/** One bar: a booking links to its page; a block shows its note, another channel's stay its name. */
function BarLabel({ item }: { item: Item }) {
  const tone =
    item.kind === "booking"
      ? BAR_TONES[item.status]
      : item.kind === "import"
        ? IMPORT_TONE
        : BLOCK_TONE;
  const className = cn(
    "block truncate rounded border px-1.5 py-0.5 text-xs font-medium leading-5",
    tone ?? BLOCK_TONE,
  );
  if (item.kind === "import") {
    return (
      <span className={className} title={`Sold on ${item.label}`}>
        {item.label}
        <span className="sr-only">
          , sold on {item.label}, {dates(item)}
        </span>
      </span>
    );
  }
  if (item.kind === "block") {
    return (
      <span className={className} title={item.note ?? "Blocked"}>
        {item.note ?? "Blocked"}
        <span className="sr-only">, blocked {dates(item)}</span>
      </span>
    );
  }
  return (
    <Link
      href={`/owner/bookings/${item.id}`}
      className={cn(className, "underline-offset-2 hover:underline focus-visible:outline-2")}
      title={`${item.guestName}, ${statusOf(item)}`}
    >
      {item.guestName}
      <span className="sr-only">
        , {dates(item)}, {statusOf(item)}
      </span>
    </Link>
  );
}

/** A row of day cells: empty days, and one cell spanning the days of each bar. */
function BarCells({
  bars,
  days,
  cellClassName,
}: {
  bars: Bar<Item>[];
  days: number;
  cellClassName: string;
}) {
  const cells: ReactNode[] = [];
  let day = 0;
  for (const bar of bars) {
    for (; day < bar.start; day++) cells.push(<td key={`day-${day}`} className={cellClassName} />);
    cells.push(
      <td key={bar.item.id} colSpan={bar.span} className={cn(cellClassName, "px-0.5")}>
        <BarLabel item={bar.item} />
      </td>,
    );
    day = bar.start + bar.span;
  }
  for (; day < days; day++) cells.push(<td key={`day-${day}`} className={cellClassName} />);
  return <>{cells}</>;
}

function Legend() {
  const entries: [string, string][] = [
    ["Awaiting payment", BAR_TONES.pending ?? ""],
    ["Paid, to review", BAR_TONES.paid ?? ""],
    ["Approved", BAR_TONES.approved ?? ""],
    ["Blocked", BLOCK_TONE],
    ["Other channels", IMPORT_TONE],
    ["Conflict", CONFLICT_TONE],
  ];
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-stone-700" aria-label="Colours">
      {entries.map(([label, tone]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("inline-block size-3 rounded-sm border", tone)} />
          {label}
        </li>
      ))}
    </ul>
  );
}

function MonthNavigation({ month, base }: { month: string; base: string }) {
  const link = "text-sm font-medium text-forest-800 underline underline-offset-4";
  return (
    <nav aria-label="Months" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link href={`${base}?month=${shiftMonth(month, -1)}`} className={link}>
        Previous month
      </Link>
      <h2 className="font-serif text-xl font-semibold text-forest-950">{formatMonth(month)}</h2>
      <Link href={`${base}?month=${shiftMonth(month, 1)}`} className={link}>
        Next month
      </Link>
    </nav>
  );
}

/** The weeks, Monday first, that cover [from, to). */
function weeksCovering(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const weeks: CalendarDate[] = [];
  for (let monday = addDays(from, -((weekdayOf(from) + 6) % 7)); monday < to;) {
    weeks.push(monday);
    monday = addDays(monday, 7);
  }
  return weeks;
}

const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

/** A home's month: the grid, 'Block dates', and the list of what holds its nights. */
export function HomeCalendarView({
  calendar,
  today,
}: {
  calendar: MonthOfCalendar & { home: HomeCalendar };
  today: CalendarDate;
}) {
  const { home, month, from, to } = calendar;
  const items = itemsOf(home);
  const base = `/owner/homes/${home.id}/calendar`;
  const inConflict = (date: CalendarDate) =>
    home.conflicts.some((conflict) => conflict.from <= date && date < conflict.to);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          href="/owner/calendar"
          className="text-sm text-forest-800 underline underline-offset-4"
        >
          All homes
        </Link>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Calendar of {home.name}
        </h1>
        {home.isActive ? null : (
          <p className="text-sm text-stone-700">This home is hidden from guests.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <MonthNavigation month={month} base={base} />
        <BlockDatesDialog homeId={home.id} today={today} />
      </div>
      <Legend />
      <div
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
        role="region"
        aria-label={`Month grid of ${formatMonth(month)}`}
        tabIndex={0}
      >
        <table className="w-full table-fixed border-collapse">
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th
                  key={day}
                  scope="col"
                  abbr={day}
                  className="border-b border-stone-200 py-2 text-xs font-semibold text-stone-700"
                >
                  {day.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksCovering(from, to).map((monday) => {
              const sunday = addDays(monday, 7);
              const rowFrom = later(monday, from);
              const rowTo = earlier(sunday, to);
              const offset = daysBetween(monday, rowFrom);
              const bars = barsWithin(items, rowFrom, rowTo).map((bar) => ({
                ...bar,
                start: bar.start + offset,
              }));
              return [
                <tr key={`${monday}-days`}>
                  {Array.from({ length: 7 }, (_, day) => {
                    const date = addDays(monday, day);
                    const inMonth = date >= from && date < to;
                    const conflict = inMonth && inConflict(date);
                    return (
                      <td
                        key={date}
                        className={cn(
                          "border-t border-stone-100 px-1.5 pt-1 text-right align-top text-xs",
                          conflict
                            ? "bg-red-100 font-bold text-red-900"
                            : date === today
                              ? "font-bold text-forest-800"
                              : "text-stone-700",
                        )}
                      >
                        {inMonth ? Number(date.slice(8)) : null}
                        {conflict ? <span className="sr-only">, conflict</span> : null}
                      </td>
                    );
                  })}
                </tr>,
                <tr key={`${monday}-bars`}>
                  <BarCells bars={bars} days={7} cellClassName="h-8 pb-1 align-top" />
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </div>
      {home.conflicts.length > 0 ? (
        <section aria-labelledby="month-conflicts" className="flex flex-col gap-3">
          <h2 id="month-conflicts" className="font-serif text-xl font-semibold text-red-900">
            Conflicts in {formatMonth(month)}
          </h2>
          <ul className="flex flex-col gap-2">
            {home.conflicts.map((conflict) => (
              <li
                key={conflict.id}
                className={cn("rounded-lg border px-4 py-3 text-sm", CONFLICT_TONE)}
              >
                <span className="font-semibold">Conflict</span>: {conflict.label} lists a stay{" "}
                {dates(conflict)} on nights held here.{" "}
                <Link
                  href={`/owner/homes/${home.id}`}
                  className="font-medium underline underline-offset-4"
                >
                  See the home&rsquo;s calendar sync
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="month-items" className="flex flex-col gap-3">
        <h2 id="month-items" className="font-serif text-xl font-semibold text-forest-950">
          What holds nights in {formatMonth(month)}
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-stone-700">Every night of this month is free.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
              >
                {item.kind === "booking" ? (
                  <p>
                    <Link
                      href={`/owner/bookings/${item.id}`}
                      className="font-medium text-forest-800 underline underline-offset-4"
                    >
                      {item.guestName}
                    </Link>
                    <span className="text-stone-700">
                      {" "}
                      · {dates(item)} · {statusOf(item)}
                    </span>
                  </p>
                ) : item.kind === "import" ? (
                  <p>
                    <span className="font-medium text-stone-900">Sold on {item.label}</span>
                    <span className="text-stone-700"> · {dates(item)}</span>
                  </p>
                ) : (
                  <>
                    <p>
                      <span className="font-medium text-stone-900">
                        Blocked{item.note ? `: ${item.note}` : ""}
                      </span>
                      <span className="text-stone-700"> · {dates(item)}</span>
                    </p>
                    <RemoveBlockButton blockId={item.id} dates={dates(item)} />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Every home's month: a row per home, a column per day, scrolling sideways on a phone. */
export function AllHomesCalendarView({
  calendar,
  today,
}: {
  calendar: MonthOfCalendar & { homes: HomeCalendar[] };
  today: CalendarDate;
}) {
  const { homes, month, from, to } = calendar;
  const days = Array.from({ length: daysBetween(from, to) }, (_, day) => addDays(from, day));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Calendar</h1>
      <MonthNavigation month={month} base="/owner/calendar" />
      <Legend />
      {homes.length === 0 ? (
        <p className="text-sm text-stone-700">There are no homes yet.</p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
          role="region"
          aria-label={`Every home in ${formatMonth(month)}`}
          tabIndex={0}
        >
          <table className="border-collapse text-xs">
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 min-w-36 border-r border-b border-stone-200 bg-white px-2 py-2 text-left font-semibold text-stone-700"
                >
                  Home
                </th>
                {days.map((date) => (
                  <th
                    key={date}
                    scope="col"
                    abbr={formatShortDate(date)}
                    className={cn(
                      "min-w-8 border-b border-stone-200 px-0.5 py-1 text-center font-medium",
                      date === today ? "text-forest-800 underline" : "text-stone-700",
                      weekdayOf(date) === 1 ? "border-l border-stone-200" : null,
                    )}
                  >
                    <span className="block">{WEEKDAYS[(weekdayOf(date) + 6) % 7]?.[0]}</span>
                    {Number(date.slice(8))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {homes.map((home) => (
                <tr key={home.id} className="border-b border-stone-100">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-48 border-r border-stone-200 bg-white px-2 py-1.5 text-left font-medium"
                  >
                    <Link
                      href={`/owner/homes/${home.id}/calendar?month=${month}`}
                      className="block truncate text-forest-800 underline underline-offset-4"
                    >
                      {home.name}
                    </Link>
                    {home.isActive ? null : (
                      <span className="block font-normal text-stone-600">Hidden</span>
                    )}
                    {home.conflicts.length > 0 ? (
                      <span className="block font-semibold text-red-800">
                        {home.conflicts.length === 1
                          ? "1 conflict"
                          : `${home.conflicts.length} conflicts`}
                      </span>
                    ) : null}
                  </th>
                  <BarCells
                    bars={barsWithin(itemsOf(home), from, to)}
                    days={days.length}
                    cellClassName="h-9 py-1"
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
