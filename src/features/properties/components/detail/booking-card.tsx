"use client";

import { useTranslations } from "next-intl";
import { GuestCountSelect } from "@/features/bookings/components";
import {
  checkChangeoverDays,
  checkStay,
  isChangeoverDay,
  stayProblemText,
  type Stay,
} from "@/features/availability";
import { Card } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-parts";
import { StayQuoteMessage, useStayQuote } from "@/features/pricing/components";
import { formatShortDate, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatEuros } from "@/lib/money";
import type { Property } from "../../schemas";
import { BookNowButton } from "./book-now-button";
import { NextFreeStays } from "./next-free-stays";
import type { StayQuery } from "../../schemas";
import { useStaySelection } from "./use-stay-selection";

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
}

/** The stay's two days as the booking dialog shows them; a click opens its calendar. */
function StayDays({
  checkIn,
  checkOut,
}: {
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
}) {
  const t = useTranslations("property.bookingCard");
  const booking = useTranslations("booking.calendar");
  const locale = usePageLocale();
  return (
    <>
      {(
        [
          [t("checkIn"), checkIn],
          [t("checkOut"), checkOut],
        ] as const
      ).map(([label, date]) => (
        <span key={label} className="flex flex-col items-start gap-0.5 px-3 py-2">
          <span className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {label}
          </span>
          <span className={date ? "font-medium text-stone-900" : "font-normal text-stone-600"}>
            {date ? formatShortDate(date, locale) : booking("selectDate")}
          </span>
        </span>
      ))}
    </>
  );
}

export function BookingCard({ property, query }: BookingCardProps) {
  const t = useTranslations("property.bookingCard");
  const problems = useTranslations("stayProblems");
  const locale = usePageLocale();
  const today = todayInBrussels();
  const { checkIn, checkOut, guests, setGuests } = useStaySelection(
    query,
    property.maxGuests,
    today,
  );

  const checkInError =
    checkIn && checkChangeoverDays(checkIn, null) ? problems("CHECK_IN_WEEKDAY") : undefined;
  const checkOutError =
    checkOut && !isChangeoverDay(checkOut) ? problems("CHECK_OUT_WEEKDAY") : undefined;
  const chosen: Stay | null =
    checkIn && checkOut && !checkInError && !checkOutError ? { checkIn, checkOut, guests } : null;
  const stayProblem = chosen ? checkStay(chosen, property, today) : null;
  const quote = useStayQuote(property.id, stayProblem ? null : chosen);

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h2 className="sr-only">{t("heading")}</h2>
      <p className="flex items-baseline gap-1">
        <span className="text-2xl font-semibold text-forest-950">
          {formatEuros(property.pricePerNight, locale)}
        </span>
        <span className="text-stone-600"> {t("perNight")}</span>
      </p>

      {/* One date picker on the page: the booking dialog's calendar, opened from the stay's days. */}
      <div className="flex flex-col gap-1">
        <BookNowButton
          property={property}
          checkIn={checkIn}
          checkOut={checkOut}
          guests={guests}
          triggerClassName="grid w-full grid-cols-2 items-center justify-center divide-x divide-stone-300 rounded-md border border-stone-300 bg-white text-left text-sm font-medium text-stone-900 transition-colors hover:bg-stone-50 [&_svg]:size-4 [&_svg]:shrink-0"
          triggerLabel={<StayDays checkIn={checkIn} checkOut={checkOut} />}
        />
        <FieldError id="booking-check-in-error" message={checkInError} className="mt-1" />
        <FieldError id="booking-check-out-error" message={checkOutError} className="mt-1" />
      </div>

      <GuestCountSelect
        id="booking-guests"
        value={guests}
        maxGuests={property.maxGuests}
        onChange={setGuests}
      />

      <div aria-live="polite">
        <StayQuoteMessage
          problem={
            stayProblem && chosen ? stayProblemText(problems, stayProblem, chosen, property) : null
          }
          quote={quote}
          idle={<p className="text-sm text-stone-600">{t("idle")}</p>}
        />
      </div>

      <BookNowButton
        property={property}
        checkIn={checkIn}
        checkOut={checkOut}
        guests={guests}
        openAtOnce={query.book === true}
      />

      <NextFreeStays property={property} guests={guests} />
    </Card>
  );
}
