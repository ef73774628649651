"use client";

import { ChevronLeft } from "@/components/icons/chevron-left";
import { ChevronRight } from "@/components/icons/chevron-right";
import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import {
  DayPicker,
  type DayButtonProps,
  type Formatters,
  type Labels,
  type Matcher,
} from "react-day-picker";
import { cn } from "@/lib/cn";
import { formatEuros, formatWholeEuros } from "@/lib/money";
import {
  calendarDateToLocalDate,
  formatLongDate,
  formatShortDate,
  localDateToCalendarDate,
  todayInBrussels,
  type CalendarDate,
} from "@/lib/dates";
import { intlLocaleOf, type Locale } from "@/i18n/locales";
import { isNightTaken, stayNeedsTakenNight, type TakenNights } from "@/features/availability";
import { clickDay, defaultBounds, isUnavailableDay, type DateRangeValue } from "../date-range";
import { stayProblemText } from "@/features/availability";
import { usePageLocale } from "@/i18n/use-page-locale";

export interface DateRangePickerProps {
  value: DateRangeValue;
  /** Every accepted change: the start alone after the first click, both dates after the second. */
  onChange(range: DateRangeValue): void;
  /** A click that breaks the weekday rule, in the page's language; the range is left as it was. */
  onError(message: string): void;
  /** First day that can be picked; today in Brussels by default. */
  min?: CalendarDate;
  /** Last day that can be picked; 365 days after today by default. */
  max?: CalendarDate;
  /** Nights already held: a stay cannot start on one, nor run through one. */
  taken?: readonly TakenNights[];
  /** The days that start a stay someone can book now, with the price of the cheapest one. */
  startPrices?: ReadonlyMap<CalendarDate, number>;
  /** The first day of the month the calendar turned to. */
  onMonthChange?(first: CalendarDate): void;
  className?: string;
}

/** Start prices reach the day buttons, which react-day-picker renders, through context. */
const StartPrices = createContext<ReadonlyMap<CalendarDate, number> | null>(null);

/**
 * Month and weekday names in the page's language, written by `Intl`. English keeps
 * react-day-picker's own (`March 2026`, `Mo`); every language starts the week on Monday.
 */
function calendarWords(
  locale: Locale,
  t: ReturnType<typeof useTranslations<"booking">>,
  startPrices: ReadonlyMap<CalendarDate, number> | undefined,
): { formatters: Partial<Formatters>; labels: Partial<Labels> } {
  const dayLabel = (date: Date, modifiers: Record<string, boolean>): string => {
    const day = localDateToCalendarDate(date);
    const parts = [formatLongDate(day, locale)];
    if (modifiers.today) parts.unshift(t("calendar.today"));
    if (modifiers.range_start) parts.push(t("calendar.checkInDay"));
    if (modifiers.range_end) parts.push(t("calendar.checkOutDay"));
    if (modifiers.unavailable && !modifiers.disabled) parts.push(t("calendar.unavailableDay"));
    const price = modifiers.disabled ? undefined : startPrices?.get(day);
    if (price !== undefined) {
      parts.push(t("calendar.startsFrom", { price: formatEuros(price, locale) }));
    }
    return parts.join(", ");
  };
  const labels: Partial<Labels> = {
    labelDayButton: dayLabel,
    labelPrevious: () => t("calendar.previousMonth"),
    labelNext: () => t("calendar.nextMonth"),
  };
  if (locale === "en") return { formatters: {}, labels };
  const intl = intlLocaleOf(locale);
  const monthYear = new Intl.DateTimeFormat(intl, { month: "long", year: "numeric" });
  const weekdayShort = new Intl.DateTimeFormat(intl, { weekday: "short" });
  const weekdayLong = new Intl.DateTimeFormat(intl, { weekday: "long" });
  return {
    formatters: {
      formatCaption: (month) => monthYear.format(month),
      formatWeekdayName: (weekday) => weekdayShort.format(weekday),
    },
    labels: {
      ...labels,
      labelGrid: (month) => monthYear.format(month),
      labelWeekday: (weekday) => weekdayLong.format(weekday),
    },
  };
}

function CalendarDayButton({ day, modifiers, className, children, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const locale = usePageLocale();
  const startPrices = useContext(StartPrices);
  // react-day-picker moves keyboard focus by marking the day focused; the button follows it.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const selectedEnd = modifiers.range_start || modifiers.range_end;
  const price = modifiers.disabled
    ? undefined
    : startPrices?.get(localDateToCalendarDate(day.date));
  return (
    <button
      ref={ref}
      className={cn(
        className,
        "relative mx-auto flex items-center justify-center text-sm tabular-nums transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600",
        // Seven days of prices fit a phone's dialog (7 x 40 px) and breathe wider up.
        startPrices ? "h-12 w-10 flex-col gap-0 leading-tight sm:w-11" : "size-10",
        modifiers.range_middle ? "rounded-none" : startPrices ? "rounded-lg" : "rounded-full",
        modifiers.today && "font-semibold decoration-2 underline-offset-4",
        // One class per property, the strongest state first.
        modifiers.disabled
          ? "cursor-not-allowed text-stone-300 no-underline hover:bg-transparent"
          : selectedEnd
            ? "bg-forest-700 font-semibold text-white no-underline hover:bg-forest-800"
            : modifiers.range_middle
              ? "bg-forest-100 text-forest-950 hover:bg-forest-100"
              : // A night inside the chosen stay is not struck through for not being a day to arrive on.
                modifiers.unavailable
                ? "text-stone-500 line-through hover:bg-stone-100"
                : "text-stone-900 hover:bg-forest-50",
        modifiers.today &&
          !modifiers.disabled &&
          !selectedEnd &&
          (modifiers.range_middle || !modifiers.unavailable) &&
          "underline",
      )}
      {...props}
    >
      {children}
      {price !== undefined ? (
        // The day's label says the price in words; this is its short form, drawn by the style
        // sheet so that the button's visible text stays its day, which its name contains
        // (WCAG 2.5.3, Label in Name).
        <span
          aria-hidden="true"
          data-price={formatWholeEuros(price, locale)}
          className="text-[0.625rem] font-medium after:content-[attr(data-price)]"
        />
      ) : null}
    </button>
  );
}

/**
 * A one-month calendar for a stay: the first click chooses check-in, the second check-out.
 * Days other than Monday and Friday are marked unavailable before they are chosen.
 */
export function DateRangePicker({
  value,
  onChange,
  onError,
  min,
  max,
  taken = [],
  startPrices,
  onMonthChange,
  className,
}: DateRangePickerProps) {
  const t = useTranslations("booking");
  const stayProblems = useTranslations("stayProblems");
  const locale = usePageLocale();
  const { formatters, labels } = useMemo(
    () => calendarWords(locale, t, startPrices),
    [locale, t, startPrices],
  );
  const defaults = defaultBounds(todayInBrussels());
  const bounds = { min: min ?? defaults.min, max: max ?? defaults.max };
  const minDate = calendarDateToLocalDate(bounds.min);
  const maxDate = calendarDateToLocalDate(bounds.max);

  const start = value.startDate ? calendarDateToLocalDate(value.startDate) : null;
  const end = value.endDate ? calendarDateToLocalDate(value.endDate) : null;

  const choosingEnd = value.startDate !== null && value.endDate === null;
  const disabled: Matcher[] = [
    { before: minDate },
    { after: maxDate },
    (date: Date) => {
      const day = localDateToCalendarDate(date);
      if (!choosingEnd || !value.startDate || day <= value.startDate) {
        return isNightTaken(day, taken);
      }
      return stayNeedsTakenNight(value.startDate, day, taken);
    },
  ];
  const unavailable = (date: Date) => isUnavailableDay(localDateToCalendarDate(date));
  const selected: Matcher[] = [start, end].filter((date): date is Date => date !== null);
  const rangeMiddle: Matcher | false = start !== null &&
    end !== null && { after: start, before: end };

  function handleDayClick(date: Date) {
    const result = clickDay(value, localDateToCalendarDate(date), bounds);
    if (result.status === "rejected") onError(stayProblemText(stayProblems, result.problem));
    if (result.status === "accepted") onChange(result.range);
  }

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <dl className="grid grid-cols-2 gap-3">
        {(
          [
            [t("checkIn"), value.startDate, !choosingEnd],
            [t("checkOut"), value.endDate, choosingEnd],
          ] as const
        ).map(([label, date, active]) => (
          <div
            key={label}
            className={cn(
              "rounded-lg border px-3 py-2",
              active ? "border-forest-600 bg-forest-50" : "border-stone-300 bg-white",
            )}
          >
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {label}
            </dt>
            <dd className={cn("text-sm", date ? "font-medium text-stone-900" : "text-stone-600")}>
              {date ? formatShortDate(date, locale) : t("calendar.selectDate")}
            </dd>
          </div>
        ))}
      </dl>

      <StartPrices value={startPrices ?? null}>
        <DayPicker
          weekStartsOn={1}
          today={calendarDateToLocalDate(todayInBrussels())}
          defaultMonth={start ?? minDate}
          startMonth={minDate}
          endMonth={maxDate}
          disabled={disabled}
          modifiers={{
            unavailable,
            selected,
            range_start: start ?? false,
            range_end: end ?? false,
            range_middle: rangeMiddle,
          }}
          onDayClick={handleDayClick}
          onMonthChange={(month) => onMonthChange?.(localDateToCalendarDate(month))}
          labels={labels}
          formatters={formatters}
          components={{
            DayButton: CalendarDayButton,
            Chevron: ({ orientation }) =>
              orientation === "left" ? (
                <ChevronLeft aria-hidden="true" className="size-4" />
              ) : (
                <ChevronRight aria-hidden="true" className="size-4" />
              ),
          }}
          classNames={{
            root: "relative mx-auto w-fit",
            months: "flex flex-col",
            month: "flex flex-col gap-3",
            month_caption: "flex h-10 items-center px-1",
            caption_label: "text-base font-semibold text-forest-950",
            nav: "absolute top-0 right-0 flex gap-1",
            button_previous:
              "inline-flex size-10 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40",
            button_next:
              "inline-flex size-10 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40",
            month_grid: "border-collapse",
            weekdays: "",
            weekday: "size-10 text-xs font-medium text-stone-600",
            weeks: "",
            week: "",
            day: "p-0 text-center sm:p-0.5",
            outside: "opacity-60",
            hidden: "invisible",
          }}
        />
      </StartPrices>

      <p className="text-sm text-stone-600">{t("calendar.rules")}</p>
      {startPrices ? <p className="text-sm text-stone-600">{t("calendar.startPrices")}</p> : null}
    </div>
  );
}
