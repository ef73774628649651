"use client";

import { ChildrenCountSelect } from "./children-count-select";
import { ExtraChoices, type BookableExtra } from "./extra-choices";
import { GuestCountSelect } from "./guest-count-select";
import { CalendarDays } from "@/components/icons/calendar-days";
import { Loader2 } from "@/components/icons/loader-2";
import { RotateCcw } from "@/components/icons/rotate-ccw";
import { useTranslations } from "next-intl";
import { withLoadedMessages } from "@/components/loaded-messages";
import { useId, useMemo, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { GuestDialog, GuestDialogClose } from "@/components/ui/guest-dialog";
import { FormError } from "@/components/ui/field-parts";
import {
  availabilityResponseSchema,
  type AvailabilityResponse,
  checkStay,
  DEFAULT_MAX_STAY_NIGHTS,
  nightsOf,
  type Stay,
} from "@/features/availability";
import { useTakenNights } from "@/features/availability/components";
import { AlertForm } from "@/features/availability-alerts/components";
import { extrasQueryValue, type ExtraChoice } from "@/features/pricing";
import {
  promoState,
  shownQuote,
  StayQuoteMessage,
  useStayQuote,
} from "@/features/pricing/components";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { useStays, type StaysState } from "@/features/stays/components";
import { PromoCodeField } from "@/features/promotions/components";
import { bookingFilters, DEFAULT_PERSONS } from "../booking-filters";
import {
  defaultBounds,
  EMPTY_RANGE,
  formatRange,
  initialRange,
  stayTimestamps,
  type DateRangeValue,
} from "../date-range";
import { stayProblemText } from "@/features/availability";
import { usePageLocale } from "@/i18n/use-page-locale";
import { DateRangePicker } from "./date-range-picker";

export interface BookingDialogPanelProps {
  propertyId: string;
  propertyName: string;
  maxGuests: number;
  minStayDuration?: number;
  maxStayDuration?: number;
  isActive?: boolean;
  /** Values the dialog opens with; remembered booking filters fill in what is not given. */
  initialStartDate?: string | null;
  initialEndDate?: string | null;
  initialPersons?: number | null;
  /** The age under which the commune's tourist tax frees guests; null: children are not asked. */
  childrenUnder?: number | null;
  /** The home's extras: the optional ones are offered once the stay has a price. */
  extras?: readonly BookableExtra[];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog, which gets keyboard focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
}

/** Guests default to 2 and never exceed what the property sleeps. */
function guestCount(persons: number | null | undefined, maxGuests: number): number {
  const wanted = persons && Number.isInteger(persons) && persons >= 1 ? persons : DEFAULT_PERSONS;
  return Math.max(1, Math.min(wanted, maxGuests));
}

/** The first day of a date's month. */
const firstOfMonth = (date: CalendarDate): CalendarDate => `${date.slice(0, 7)}-01`;

/**
 * The cheapest stay from each day that starts one: none yet while loading (the calendar keeps its
 * size), and no prices at all when the search failed.
 */
function cheapestByStartDay(stays: StaysState): ReadonlyMap<CalendarDate, number> | undefined {
  if (stays === "failed") return undefined;
  if (stays === null) return new Map();
  const cheapest = new Map<CalendarDate, number>();
  for (const stay of stays) {
    const known = cheapest.get(stay.startDate);
    if (known === undefined || stay.totalPrice < known)
      cheapest.set(stay.startDate, stay.totalPrice);
  }
  return cheapest;
}

function BookingDialogForm({
  propertyId,
  propertyName,
  maxGuests,
  minStayDuration = 1,
  maxStayDuration = DEFAULT_MAX_STAY_NIGHTS,
  isActive = true,
  initialStartDate,
  initialEndDate,
  initialPersons,
  childrenUnder = null,
  extras = [],
  open,
  onOpenChange,
  opener,
}: BookingDialogPanelProps) {
  const t = useTranslations("booking");
  const stayProblems = useTranslations("stayProblems");
  const pricing = useTranslations("pricing");
  const locale = usePageLocale();
  const router = useRouter();
  const guestsId = useId();
  const childrenId = useId();
  const [chosenChildren, setChildren] = useState(0);
  const [chosenExtras, setExtras] = useState<ExtraChoice[]>([]);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  // Counted only where the commune frees children, and never more than the guests.
  const [range, setRange] = useState<DateRangeValue>(() => {
    const remembered = bookingFilters.getState();
    return initialRange(
      initialStartDate ?? remembered.startDate,
      initialEndDate ?? remembered.endDate,
      defaultBounds(todayInBrussels()),
    );
  });
  const [guests, setGuests] = useState(() =>
    guestCount(initialPersons ?? bookingFilters.getState().persons, maxGuests),
  );
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** The stay the server last said is taken, which the guest may ask to be told about. */
  const [takenStay, setTakenStay] = useState<Stay | null>(null);

  function changeRange(next: DateRangeValue) {
    setRange(next);
    setError(null);
    setTakenStay(null);
    bookingFilters.setState({ startDate: next.startDate, endDate: next.endDate });
  }

  function changeGuests(next: number) {
    setGuests(next);
    setTakenStay(null);
    bookingFilters.setState({ persons: next });
  }

  function reset() {
    changeRange(EMPTY_RANGE);
    setExtras([]);
  }

  const { startDate, endDate } = range;
  const children = childrenUnder === null ? 0 : Math.min(chosenChildren, guests);
  const stay: Stay | null =
    startDate && endDate ? { checkIn: startDate, checkOut: endDate, guests } : null;
  const limits = { maxGuests, minStayDuration, maxStayDuration, isActive };
  const stayProblem = stay ? checkStay(stay, limits, todayInBrussels()) : null;
  const stayProblemMessage =
    stay && stayProblem ? stayProblemText(stayProblems, stayProblem, stay, limits) : null;
  const taken = useTakenNights(propertyId);
  const [shownMonth, setShownMonth] = useState(() =>
    firstOfMonth(range.startDate ?? todayInBrussels()),
  );
  // The days of the shown month that start a stay, and what the cheapest from each costs.
  const starts = useStays(
    open
      ? {
          kind: "any",
          from: shownMonth,
          to: addDays(firstOfMonth(addDays(shownMonth, 31)), -1),
          guests,
          propertyId,
          limit: 500,
        }
      : null,
  );
  const startPrices = useMemo(() => cheapestByStartDay(starts), [starts]);
  const quote = useStayQuote(
    propertyId,
    open && stay && !stayProblem ? { ...stay, children, extras: chosenExtras, promoCode } : null,
  );
  const promo = promoState(quote, promoCode);
  // Offered once the stay is priced: not for dates that are taken or that the server refuses.
  const shownTotal = shownQuote(quote)?.summary.totalPrice;
  const priced = shownTotal !== undefined;
  const summary = formatRange(range, locale);

  async function proceed() {
    if (checking) return;
    if (!startDate || !endDate) {
      setError(t("bothDatesRequired"));
      return;
    }
    if (stayProblemMessage) {
      setError(stayProblemMessage);
      return;
    }
    setError(null);
    setChecking(true);
    const timestamps = stayTimestamps(startDate, endDate);
    let answer: AvailabilityResponse;
    try {
      const query = new URLSearchParams({ ...timestamps, guests: String(guests) });
      const response = await apiRequest(
        `/api/public/properties/${encodeURIComponent(propertyId)}/availability?${query}`,
        availabilityResponseSchema,
        { anonymous: true },
      );
      answer = response;
    } catch {
      setError(t("checkFailed"));
      setChecking(false);
      return;
    }
    setChecking(false);
    if (!answer.isAvailable) {
      // Only the server knows the seasons, so only it can say a season's minimum is not met.
      const { reason } = answer;
      setError(
        reason?.rule === "SEASON_MIN_STAY"
          ? stayProblemText(stayProblems, { rule: "SEASON_MIN_STAY", nights: reason.nights })
          : pricing("datesTaken"),
      );
      if (reason?.rule === "DATES_TAKEN" && stay) setTakenStay(stay);
      return;
    }
    onOpenChange(false);
    const next = new URLSearchParams({ propertyId, ...timestamps, persons: String(guests) });
    if (children > 0) next.set("children", String(children));
    const chosen = extrasQueryValue(chosenExtras);
    if (chosen) next.set("extras", chosen);
    if (promo.applied) next.set("promo", promo.applied);
    router.push(`/booking/new?${next}`);
  }

  return (
    <GuestDialog
      open={open}
      onOpenChange={onOpenChange}
      opener={opener}
      title={t("dialogTitle", { name: propertyName })}
      description={t("dialogDescription")}
      closeLabel={t("close")}
    >
      <div className="flex flex-col gap-5 overflow-y-auto px-6 py-5">
        <GuestCountSelect
          id={guestsId}
          value={guests}
          maxGuests={maxGuests}
          onChange={changeGuests}
        />
        {childrenUnder === null ? null : (
          <ChildrenCountSelect
            id={childrenId}
            value={children}
            guests={guests}
            age={childrenUnder}
            onChange={setChildren}
          />
        )}

        <DateRangePicker
          value={range}
          onChange={changeRange}
          onError={setError}
          taken={taken}
          startPrices={startPrices}
          onMonthChange={setShownMonth}
        />

        <FormError message={error} />

        {takenStay ? (
          <AlertForm
            key={`${takenStay.checkIn}/${takenStay.checkOut}/${takenStay.guests}`}
            propertyId={propertyId}
            stay={takenStay}
          />
        ) : null}

        {summary && stay ? (
          <div className="flex flex-col gap-4 rounded-lg bg-bark-50 p-4">
            <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
              <CalendarDays aria-hidden="true" className="size-4 text-forest-700" />
              <span>{summary}</span>
              <span className="font-normal text-stone-600">
                ({t("nights", { count: nightsOf(stay) })})
              </span>
            </p>
            {priced ? (
              <>
                <ExtraChoices extras={extras} value={chosenExtras} onChange={setExtras} />
                <PromoCodeField
                  {...promo}
                  tried={promoCode}
                  onApply={setPromoCode}
                  onRemove={() => setPromoCode(null)}
                />
              </>
            ) : null}
            <div aria-live="polite">
              <StayQuoteMessage problem={stayProblemMessage} quote={quote} />
            </div>
          </div>
        ) : null}
      </div>

      {/* The total beside the button that books it, even when the calendar fills a phone. */}
      {shownTotal !== undefined ? (
        <p
          aria-hidden="true"
          className={cn(
            "flex justify-between gap-4 border-t border-stone-200 px-6 pt-3 text-base font-semibold text-stone-900",
            quote.status === "loading" && "opacity-60",
          )}
        >
          <span>{pricing("total")}</span>
          <span className="tabular-nums">{formatEuros(shownTotal, locale)}</span>
        </p>
      ) : null}
      <div
        className={cn(
          "flex flex-col-reverse gap-2 px-6 py-4 sm:flex-row sm:items-center",
          shownTotal !== undefined ? "pt-3" : "border-t border-stone-200",
        )}
      >
        <Button type="button" variant="ghost" onClick={reset} className="sm:mr-auto">
          <RotateCcw aria-hidden="true" />
          {t("reset")}
        </Button>
        <GuestDialogClose asChild>
          <Button type="button" variant="outline">
            {t("cancel")}
          </Button>
        </GuestDialogClose>
        <Button
          type="button"
          onClick={() => void proceed()}
          disabled={!startDate || !endDate || checking}
        >
          {checking ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {checking ? t("checking") : t("proceed")}
        </Button>
      </div>
    </GuestDialog>
  );
}

/**
 * The booking dialog itself: dates and guests, then on to the booking page. It is mounted afresh
 * each time it opens, so it starts from what the guest chose on the page. It brings its own
 * messages: the page it opens on may have loaded no i18n runtime.
 */
export const BookingDialogPanel = withLoadedMessages(BookingDialogForm);
