"use client";

import { lazy, Suspense, useEffect, useRef } from "react";
import { GuestCountField, type BookingDialogIntl } from "@/features/bookings/components";
import {
  checkChangeoverDays,
  checkStay,
  isChangeoverDay,
  type Stay,
} from "@/features/availability";
import { Card } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-parts";
import { useStayQuote } from "@/features/pricing/components";
import { usePathLocale } from "@/i18n/navigation";
import { formatShortDate, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { onDemand } from "@/lib/on-demand";
import { useNearScreen } from "@/lib/use-near-screen";
import type { Property, StayQuery } from "../../schemas";
import type { BookingCardTexts } from "./booking-card-texts";
import { BookNowButton } from "./book-now-button";
import { useStaySelection } from "./use-stay-selection";

// What the card shows only after a guest's choice or further down the page comes with its own
// code and i18n runtime, so a home's page loads neither with its first screen.
const { Component: StayQuotePanel, preload: preloadQuotePanel } = onDemand(() =>
  import("./stay-quote-panel").then((m) => m.StayQuotePanel),
);
const NextFreeStays = lazy(() =>
  import("./next-free-stays").then((m) => ({ default: m.NextFreeStays })),
);

export interface BookingCardProps {
  property: Pick<
    Property,
    | "id"
    | "name"
    | "pricePerNight"
    | "maxGuests"
    | "minStayDuration"
    | "maxStayDuration"
    | "isActive"
    | "touristTaxRule"
    | "extras"
  >;
  query: StayQuery;
  texts: BookingCardTexts;
  /** The booking dialog's texts, and the messages of the dialog, the quote and the free stays. */
  intl: BookingDialogIntl;
}

/** The stay's two days as the booking dialog shows them; a click opens its calendar. */
function StayDays({
  checkIn,
  checkOut,
  texts,
}: {
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
  texts: BookingCardTexts;
}) {
  const locale = usePathLocale();
  return (
    <>
      {(
        [
          [texts.checkIn, checkIn],
          [texts.checkOut, checkOut],
        ] as const
      ).map(([label, date]) => (
        <span key={label} className="flex flex-col items-start gap-0.5 px-3 py-2">
          <span className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {label}
          </span>
          <span className={date ? "font-medium text-stone-900" : "font-normal text-stone-600"}>
            {date ? formatShortDate(date, locale) : texts.selectDate}
          </span>
        </span>
      ))}
    </>
  );
}

export function BookingCard({ property, query, texts, intl }: BookingCardProps) {
  const locale = usePathLocale();
  const today = todayInBrussels();
  const { checkIn, checkOut, guests, setGuests } = useStaySelection(
    query,
    property.maxGuests,
    today,
  );
  const freeStaysBox = useRef<HTMLDivElement>(null);
  const freeStaysNear = useNearScreen(freeStaysBox);
  // A click on a free stay prices it: its panel is there by then.
  useEffect(() => {
    if (freeStaysNear) preloadQuotePanel();
  }, [freeStaysNear]);

  const checkInError =
    checkIn && checkChangeoverDays(checkIn, null) ? texts.checkInWeekday : undefined;
  const checkOutError = checkOut && !isChangeoverDay(checkOut) ? texts.checkOutWeekday : undefined;
  const chosen: Stay | null =
    checkIn && checkOut && !checkInError && !checkOutError ? { checkIn, checkOut, guests } : null;
  const stayProblem = chosen ? checkStay(chosen, property, today) : null;
  const quote = useStayQuote(property.id, stayProblem ? null : chosen);
  const calculating = <p className="text-sm text-stone-600">{texts.calculating}</p>;
  const lookingForStays = <p className="text-sm text-stone-600">{texts.loadingStays}</p>;

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h2 className="sr-only">{texts.heading}</h2>
      <p className="flex items-baseline gap-1">
        <span className="text-2xl font-semibold text-forest-950">
          {formatEuros(property.pricePerNight, locale)}
        </span>
        <span className="text-stone-600"> {texts.perNight}</span>
      </p>

      {/* One date picker on the page: the booking dialog's calendar, opened from the stay's days. */}
      <div className="flex flex-col gap-1">
        <BookNowButton
          property={property}
          intl={intl}
          checkIn={checkIn}
          checkOut={checkOut}
          guests={guests}
          triggerClassName="grid w-full grid-cols-2 items-center justify-center divide-x divide-stone-300 rounded-md border border-stone-300 bg-white text-left text-sm font-medium text-stone-900 transition-colors hover:bg-stone-50 [&_svg]:size-4 [&_svg]:shrink-0"
          triggerLabel={<StayDays checkIn={checkIn} checkOut={checkOut} texts={texts} />}
        />
        <FieldError id="booking-check-in-error" message={checkInError} className="mt-1" />
        <FieldError id="booking-check-out-error" message={checkOutError} className="mt-1" />
      </div>

      <GuestCountField
        id="booking-guests"
        value={guests}
        texts={texts.guests}
        onChange={setGuests}
      />

      <div aria-live="polite">
        {chosen && (stayProblem || quote.status !== "idle") ? (
          <Suspense fallback={calculating}>
            <StayQuotePanel
              messages={intl.messages}
              quote={quote}
              broken={stayProblem ? { problem: stayProblem, stay: chosen, home: property } : null}
            />
          </Suspense>
        ) : (
          <p className="text-sm text-stone-600">{texts.idle}</p>
        )}
      </div>

      <BookNowButton
        property={property}
        intl={intl}
        checkIn={checkIn}
        checkOut={checkOut}
        guests={guests}
        openAtOnce={query.book === true}
      />

      <div ref={freeStaysBox}>
        {freeStaysNear ? (
          <Suspense fallback={lookingForStays}>
            <NextFreeStays messages={intl.messages} property={property} guests={guests} />
          </Suspense>
        ) : (
          lookingForStays
        )}
      </div>
    </Card>
  );
}
