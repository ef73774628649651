"use client";

import { useTranslations } from "next-intl";
import { GuestCountSelect } from "@/features/bookings/components";
import {
  checkChangeoverDays,
  checkStay,
  isChangeoverDay,
  MAX_DAYS_AHEAD,
  stayProblemText,
  type Stay,
} from "@/features/availability";
import { Card } from "@/components/ui/card";
import { FieldError, Input, Label } from "@/components/ui/field-parts";
import { StayQuoteMessage, useStayQuote } from "@/features/pricing/components";
import { addDays, todayInBrussels } from "@/lib/dates";
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
  >;
  query: StayQuery;
}

export function BookingCard({ property, query }: BookingCardProps) {
  const t = useTranslations("property.bookingCard");
  const problems = useTranslations("stayProblems");
  const locale = usePageLocale();
  const today = todayInBrussels();
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const { checkIn, checkOut, guests, setCheckIn, setCheckOut, setGuests } = useStaySelection(
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

      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">{t("dates")}</legend>
        <div>
          <Label htmlFor="booking-check-in">{t("checkIn")}</Label>
          <Input
            id="booking-check-in"
            type="date"
            value={checkIn ?? ""}
            min={today}
            max={latest}
            onChange={(event) => setCheckIn(event.target.value || null)}
            aria-invalid={checkInError ? true : undefined}
            aria-describedby={checkInError ? "booking-check-in-error" : undefined}
            className="mt-1 block shadow-xs"
          />
        </div>
        <div>
          <Label htmlFor="booking-check-out">{t("checkOut")}</Label>
          <Input
            id="booking-check-out"
            type="date"
            value={checkOut ?? ""}
            min={today}
            max={latest}
            onChange={(event) => setCheckOut(event.target.value || null)}
            aria-invalid={checkOutError ? true : undefined}
            aria-describedby={checkOutError ? "booking-check-out-error" : undefined}
            className="mt-1 block shadow-xs"
          />
        </div>
        <div className="col-span-2 -mt-2 empty:hidden">
          <FieldError id="booking-check-in-error" message={checkInError} className="mt-1" />
          <FieldError id="booking-check-out-error" message={checkOutError} className="mt-1" />
        </div>
      </fieldset>

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
