"use client";

/** The booking page's guest details step and its confirmation, loaded once a guest signs in. */

import { goBack, SummaryRow, type CreatedBooking, type Stay } from "./wizard-parts";
import { ChildrenCountSelect } from "./children-count-select";
import { ExtraChoices } from "./extra-choices";
import { GuestCountSelect } from "./guest-count-select";
import { NoWithdrawalNotice } from "./no-withdrawal-notice";
import { RefundRulesNote } from "./refund-rules-note";
import { startPayment, voucherRefusal } from "./start-payment";
import { ArrowLeft } from "@/components/icons/arrow-left";
import { CircleCheckBig } from "@/components/icons/circle-check-big";
import { CreditCard } from "@/components/icons/credit-card";
import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import type { AuthSession } from "@/features/auth/components";
import type { ExtraChoice } from "@/features/pricing";
import { promoState, type StayQuoteState } from "@/features/pricing/components";
import { PromoCodeField } from "@/features/promotions/components";
import { VoucherCodeField } from "@/features/gift-vouchers/components";
import { localizedPath, type Locale } from "@/i18n/locales";
import { Link } from "@/i18n/link";
import { withLoadedMessages } from "@/components/loaded-messages";
import { answerWithText, apiRequest, ApiRequestError } from "@/lib/api-client";
import { formatLongDate, todayInBrussels } from "@/lib/dates";
import { centsToEuros, eurosToCents, formatEuros } from "@/lib/money";
import { paymentScheduleFor } from "@/features/payments";
import { stayTimestamps } from "../date-range";
import { usePageLocale } from "@/i18n/use-page-locale";
import type { BookedHome } from "../views";
import type { GuestDetails, GuestDetailsField } from "../guest-details";

const createdBookingSchema = answerWithText("id");

// zod loads when the guest starts on the form, not with the step.
const loadGuestDetails = () => import("../guest-details");

/** 'Pay the €214.20 deposit' or 'Pay €714.00': what the button charges, once it is priced. */
function payLabelOf(
  quote: StayQuoteState,
  stay: Stay,
  securityDeposit: number,
  locale: Locale,
  t: ReturnType<typeof useTranslations<"booking.wizard">>,
): string {
  if (quote.status !== "ready" || !stay.startDate) return t("payNow");
  const totalCents = eurosToCents(quote.quote.summary.totalPrice);
  const schedule = paymentScheduleFor({
    totalCents,
    checkIn: stay.startDate,
    today: todayInBrussels(),
  });
  // Paid in full at once, the payment collects the security deposit too.
  const dueCents = totalCents + eurosToCents(securityDeposit);
  return schedule
    ? t("payDeposit", { amount: formatEuros(centsToEuros(schedule.depositCents), locale) })
    : t("payTotal", { amount: formatEuros(centsToEuros(dueCents), locale) });
}

function DetailsForm({
  property,
  stay,
  session,
  guests,
  onGuestsChange,
  childCount,
  onChildrenChange,
  extras,
  onExtrasChange,
  promoCode,
  onPromoCodeChange,
  quote,
  onPaymentUnavailable,
}: {
  property: BookedHome;
  stay: Stay;
  session: AuthSession;
  guests: number;
  onGuestsChange(guests: number): void;
  childCount: number;
  onChildrenChange(children: number): void;
  extras: ExtraChoice[];
  onExtrasChange(extras: ExtraChoice[]): void;
  /** The promo code the guest applied; the booking takes it only if the price includes it. */
  promoCode: string | null;
  onPromoCodeChange(code: string | null): void;
  quote: StayQuoteState;
  onPaymentUnavailable(booking: CreatedBooking): void;
}) {
  const t = useTranslations("booking.wizard");
  const locale = usePageLocale();
  const payLabel = payLabelOf(quote, stay, property.securityDeposit, locale, t);
  const promo = promoState(quote, promoCode);
  const id = useId();
  const [values, setValues] = useState<Required<{ [K in GuestDetailsField]: string }>>(() => ({
    name: session.guest?.name ?? "",
    email: session.guest?.email ?? "",
    phone: session.guest?.phone ?? "",
    address: "",
    specialRequests: "",
  }));
  const [errors, setErrors] = useState<Partial<Record<GuestDetailsField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [voucherCode, setVoucherCode] = useState("");
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key for this form's lifetime: a retry or double click gets the booking the first call made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const busyRef = useRef(false);

  function update(field: GuestDetailsField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    setFormError(null);
    setVoucherError(null);
    // Held from here, so a second click while the check loads sends nothing.
    busyRef.current = true;
    let check: Awaited<ReturnType<typeof loadGuestDetails>>;
    try {
      check = await loadGuestDetails();
    } catch {
      // The check itself could not be loaded, e.g. while offline: nothing was sent.
      busyRef.current = false;
      setFormError(t("createFailed"));
      return;
    }
    const parsed = check.guestDetailsSchema.safeParse(values satisfies GuestDetails);
    if (!parsed.success) {
      const next: Partial<Record<GuestDetailsField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as GuestDetailsField;
        next[key] ??= t(...check.invalidDetail(key, issue));
      }
      busyRef.current = false;
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    if (!stay.startDate || !stay.endDate) {
      busyRef.current = false;
      setFormError(t("missingDates"));
      return;
    }
    setBusy(true);
    const timestamps = stayTimestamps(stay.startDate, stay.endDate);
    let bookingId: string;
    try {
      const booking = await apiRequest("/api/public/bookings", createdBookingSchema, {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
        body: {
          propertyId: property.id,
          ...timestamps,
          guestCount: guests,
          children: childCount,
          extras,
          promoCode: promo.applied,
          guestName: parsed.data.name,
          guestEmail: parsed.data.email,
          guestPhone: parsed.data.phone,
          address: parsed.data.address || null,
          specialRequests: parsed.data.specialRequests || null,
        },
      });
      bookingId = booking.id;
    } catch (error) {
      // Taken dates, and a promo code used up since the price was shown, are the guest's to fix.
      const explained =
        error instanceof ApiRequestError &&
        (error.status === 409 || (error.status === 400 && promo.applied !== null));
      setFormError(explained ? error.message : t("createFailed"));
      busyRef.current = false;
      setBusy(false);
      return;
    }

    // The booking exists now: going back or reloading must show it, not this form again.
    window.history.replaceState(
      null,
      "",
      localizedPath(`/bookings/${encodeURIComponent(bookingId)}`, locale),
    );
    try {
      // The provider sends the guest back to the payment-return page in this language.
      await startPayment(bookingId, locale, voucherCode);
    } catch (error) {
      busyRef.current = false;
      setBusy(false);
      // A refused voucher code is the guest's to fix: paying again finds the booking just made
      // (the same Idempotency-Key) and starts its payment with the code they type next.
      const refusal = voucherRefusal(error, voucherCode);
      if (refusal) setVoucherError(refusal);
      // The guest keeps the booking and can pay later from its page.
      else onPaymentUnavailable({ id: bookingId, guests });
    }
  }

  const guestsId = `${id}-guests`;
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadGuestDetails()}
      className="flex flex-col gap-5"
    >
      <Field
        id={`${id}-name`}
        label={t("fullName")}
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => update("name", event.target.value)}
      />
      <Field
        id={`${id}-email`}
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onChange={(event) => update("email", event.target.value)}
      />
      <Field
        id={`${id}-phone`}
        label={t("phone")}
        optional={t("optional")}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errors.phone}
        onChange={(event) => update("phone", event.target.value)}
      />
      <Field
        id={`${id}-address`}
        label={t("address")}
        optional={t("optional")}
        name="address"
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={(event) => update("address", event.target.value)}
      />
      <GuestCountSelect
        id={guestsId}
        value={guests}
        maxGuests={property.maxGuests}
        onChange={onGuestsChange}
      />
      {property.touristTaxRule.childrenUnder === null ? null : (
        <ChildrenCountSelect
          id={`${id}-children`}
          value={childCount}
          guests={guests}
          age={property.touristTaxRule.childrenUnder}
          onChange={onChildrenChange}
        />
      )}
      <ExtraChoices extras={property.extras} value={extras} onChange={onExtrasChange} />
      <PromoCodeField
        {...promo}
        tried={promoCode}
        onApply={onPromoCodeChange}
        onRemove={() => onPromoCodeChange(null)}
      />
      <TextareaField
        id={`${id}-specialRequests`}
        label={t("specialRequests")}
        optional={t("optional")}
        name="specialRequests"
        rows={4}
        value={values.specialRequests}
        error={errors.specialRequests}
        onChange={(event) => update("specialRequests", event.target.value)}
      />

      <VoucherCodeField
        value={voucherCode}
        error={voucherError}
        onChange={(code) => {
          setVoucherCode(code);
          setVoucherError(null);
        }}
      />

      <FormError message={formError} />

      <div className="flex flex-col gap-3">
        {stay.startDate ? (
          <RefundRulesNote id={`${id}-refund-rules`} checkIn={stay.startDate} />
        ) : null}
        <NoWithdrawalNotice id={`${id}-no-withdrawal`} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            {t("back")}
          </Button>
          {/* It may wrap: 'Betaal het voorschot van € 1.234,50' is wider than a phone. */}
          <Button
            type="submit"
            size="wrap"
            aria-describedby={`${id}-refund-rules ${id}-no-withdrawal`}
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            {busy ? t("processing") : payLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Confirmation({
  booking,
  property,
  stay,
}: {
  booking: CreatedBooking;
  property: BookedHome;
  stay: Stay;
}) {
  const t = useTranslations("booking");
  const locale = usePageLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CircleCheckBig aria-hidden="true" className="size-10 text-forest-700" />
        <CardTitle ref={headingRef} tabIndex={-1} large className="text-forest-950">
          {t("wizard.confirmedTitle")}
        </CardTitle>
        <p className="text-sm text-stone-600">{t("wizard.confirmedText")}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="flex flex-col gap-2 rounded-lg bg-bark-50 p-4 text-sm">
          <SummaryRow label={t("wizard.bookingId")} value={booking.id} />
          <SummaryRow label={t("wizard.property")} value={property.name} />
          <SummaryRow label={t("wizard.location")} value={property.location} />
          <SummaryRow
            label={t("checkIn")}
            value={stay.startDate ? formatLongDate(stay.startDate, locale) : "-"}
          />
          <SummaryRow
            label={t("checkOut")}
            value={stay.endDate ? formatLongDate(stay.endDate, locale) : "-"}
          />
          <SummaryRow label={t("guests")} value={t("guestCount", { count: booking.guests })} />
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-stone-900">{t("wizard.nextSteps")}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            <li>{t("wizard.nextConfirmation")}</li>
            <li>{t("wizard.nextPayment")}</li>
            <li>{t("wizard.nextCheckIn")}</li>
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/bookings" className={buttonVariants()}>
            {t("wizard.viewMyBookings")}
          </Link>
          <Link href="/properties" className={buttonVariants({ variant: "outline" })}>
            {t("wizard.browseMore")}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** The details step and the confirmation load with their messages, once a guest signs in. */
export const GuestDetailsForm = withLoadedMessages(DetailsForm);
export const BookingConfirmed = withLoadedMessages(Confirmation);
