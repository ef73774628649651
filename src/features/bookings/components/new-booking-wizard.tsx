"use client";

import { ChildrenCountSelect } from "./children-count-select";
import { ExtraChoices } from "./extra-choices";
import { GuestCountSelect } from "./guest-count-select";
import { NoWithdrawalNotice } from "./no-withdrawal-notice";
import { RefundRulesNote } from "./refund-rules-note";
import { startPayment, voucherRefusal } from "./start-payment";
import {
  ArrowLeft,
  Check,
  CircleCheckBig,
  CreditCard,
  Loader2,
  MapPin,
  TriangleAlert,
} from "lucide-react";
import { useTranslations } from "next-intl";
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import {
  SessionPending,
  SignInCard,
  useAuthSession,
  type AuthSession,
} from "@/features/auth/components";
import { availabilityResponseSchema, nightsOf } from "@/features/availability";
import { keepChoosable, type ExtraChoice } from "@/features/pricing";
import {
  PriceBreakdown,
  promoState,
  useStayQuote,
  type StayQuoteState,
} from "@/features/pricing/components";
import { PromoCodeField } from "@/features/promotions/components";
import { VoucherCodeField } from "@/features/gift-vouchers/components";
import { localizedPath, type Locale } from "@/i18n/locales";
import { Link } from "@/i18n/link";
import { answerWithText, apiRequest, ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useApiQuery } from "@/lib/use-api-query";
import { formatLongDate, formatShortDate, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { centsToEuros, eurosToCents, formatEuros } from "@/lib/money";
import { DEPOSIT_PERCENT, paymentScheduleFor } from "@/features/payments";
import { stayTimestamps } from "../date-range";
import { usePageLocale } from "@/i18n/use-page-locale";
import type { BookedHome } from "../views";
import type { GuestDetails, GuestDetailsField } from "../guest-details";
import {
  currentStep,
  INITIAL_WIZARD_STATE,
  initialGuestCount,
  parseBookingQuery,
  stepState,
  WIZARD_STEPS,
  wizardReducer,
  type WizardStep,
} from "../wizard";

const createdBookingSchema = answerWithText("id");

// zod and the booking's full views load when the guest starts on the form, not with the page.
const loadGuestDetails = () => import("../guest-details");
const loadViews = () => import("../views");

export interface NewBookingWizardProps {
  propertyId?: string;
  startDate?: string;
  endDate?: string;
  persons?: string;
  children?: string;
  /** The optional extras chosen in the booking dialog: `id:quantity,...`. */
  extras?: string;
  /** The promo code applied in the booking dialog. */
  promo?: string;
  /** The home and its availability for the stay, when the server could read them. */
  known?: KnownStay;
}

export interface KnownStay {
  home: BookedHome;
  isAvailable: boolean;
}

type LoadState =
  | { status: "loading" }
  | { status: "checking" }
  | { status: "failed"; reason: "missingInformation" | "loadFailed" | "noLongerAvailable" }
  | { status: "ready"; property: BookedHome };

interface Stay {
  propertyId: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

interface CreatedBooking {
  id: string;
  guests: number;
}

function goBack() {
  window.history.back();
}

function Notice({ children }: { children: string }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-forest-700" />
      <p role="status" className="text-stone-700">
        {children}
      </p>
    </Card>
  );
}

function FailureCard({ message }: { message: string }) {
  const t = useTranslations("booking.wizard");
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p role="alert" className="text-base font-medium text-stone-900">
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {t("goBack")}
        </Button>
        <Link href="/properties" className={buttonVariants()}>
          {t("browseProperties")}
        </Link>
      </div>
    </Card>
  );
}

function StepIndicator({ current }: { current: WizardStep }) {
  const t = useTranslations("booking.wizard");
  return (
    <nav aria-label={t("progress")}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-3">
        {WIZARD_STEPS.map((step, index) => {
          const state = stepState(step.id, current);
          return (
            <li
              key={step.id}
              aria-current={state === "current" ? "step" : undefined}
              className="flex items-center gap-2"
            >
              {index > 0 ? (
                <span aria-hidden="true" className="hidden h-px w-6 bg-stone-300 sm:block" />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border text-sm font-semibold",
                  state === "completed" && "border-forest-700 bg-forest-700 text-white",
                  state === "current" && "border-forest-700 bg-white text-forest-800",
                  state === "pending" && "border-stone-300 bg-white text-stone-500",
                )}
              >
                {state === "completed" ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-sm",
                  state === "current" ? "font-semibold text-stone-900" : "text-stone-600",
                )}
              >
                {t(`steps.${step.id}`)}
                {state === "completed" ? <span className="sr-only"> {t("completed")}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * The terms' deposit and balance for the stay, when it is booked far enough ahead (DESIGN 11),
 * and the security deposit, which the payment completing the price collects.
 */
function ScheduleNote({
  totalPrice,
  checkIn,
  securityDeposit,
}: {
  totalPrice: number;
  checkIn: CalendarDate;
  securityDeposit: number;
}) {
  const t = useTranslations("booking");
  const locale = usePageLocale();
  const totalCents = eurosToCents(totalPrice);
  const schedule = paymentScheduleFor({ totalCents, checkIn, today: todayInBrussels() });
  const deposit = formatEuros(securityDeposit, locale);
  return (
    <>
      {schedule && (
        <p className="text-sm text-stone-700">
          {t("wizard.scheduleNote", {
            deposit: formatEuros(centsToEuros(schedule.depositCents), locale),
            percent: DEPOSIT_PERCENT,
            balance: formatEuros(centsToEuros(totalCents - schedule.depositCents), locale),
            date: formatLongDate(schedule.balanceDueOn, locale),
          })}
        </p>
      )}
      {securityDeposit > 0 && (
        <div className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm">
          <div className="flex justify-between gap-4 text-stone-800">
            <span>{t("wizard.securityDeposit")}</span>
            <span className="tabular-nums">{deposit}</span>
          </div>
          <p className="text-stone-600">
            {t(schedule ? "wizard.securityDepositLater" : "wizard.securityDepositNow", {
              deposit,
            })}
          </p>
        </div>
      )}
    </>
  );
}

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

function BookingSummary({
  property,
  stay,
  guests,
  quote,
}: {
  property: BookedHome;
  stay: Stay;
  guests: number;
  quote: StayQuoteState;
}) {
  const t = useTranslations("booking");
  const pricing = useTranslations("pricing");
  const locale = usePageLocale();
  const { startDate, endDate } = stay;
  const nights = startDate && endDate ? nightsOf({ checkIn: startDate, checkOut: endDate }) : 0;

  let price: ReactNode;
  if (nights <= 0) {
    price = (
      <div className="flex flex-col gap-1">
        <div className="flex justify-between gap-4 text-base font-semibold">
          <span>{t("wizard.total")}</span>
          <span>{t("wizard.toBeCalculated")}</span>
        </div>
        <p className="text-sm text-stone-600">{t("wizard.finalPriceLater")}</p>
      </div>
    );
  } else if (quote.status === "ready") {
    price = (
      <>
        <PriceBreakdown quote={quote.quote} chargeNote={false} />
        {startDate && (
          <ScheduleNote
            totalPrice={quote.quote.summary.totalPrice}
            checkIn={startDate}
            securityDeposit={property.securityDeposit}
          />
        )}
      </>
    );
  } else if (quote.status === "loading" && quote.previous) {
    // The same stay before its extras changed, until the new price comes.
    price = (
      <div aria-busy="true" className="opacity-60">
        <PriceBreakdown quote={quote.previous} chargeNote={false} />
      </div>
    );
  } else if (quote.status === "error") {
    price = <p className="text-sm text-red-700">{quote.message ?? pricing("failed")}</p>;
  } else if (quote.status === "unavailable") {
    price = <p className="text-sm font-medium text-red-700">{pricing("datesTaken")}</p>;
  } else {
    price = <p className="text-sm text-stone-600">{pricing("calculating")}</p>;
  }

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-forest-950">{t("wizard.summary")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-stone-900">{property.name}</p>
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {property.location}
          </p>
        </div>
        <dl className="flex flex-col gap-2 border-y border-stone-200 py-4 text-sm">
          <SummaryRow
            label={t("checkIn")}
            value={startDate ? formatShortDate(startDate, locale) : "-"}
          />
          <SummaryRow
            label={t("checkOut")}
            value={endDate ? formatShortDate(endDate, locale) : "-"}
          />
          <SummaryRow label={t("guests")} value={t("guestCount", { count: guests })} />
        </dl>
        <div aria-live="polite">{price}</div>
      </CardContent>
    </Card>
  );
}

function GuestDetailsForm({
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

function BookingConfirmed({
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

function useBookingPage(
  query: ReturnType<typeof parseBookingQuery>,
  known: KnownStay | undefined,
): LoadState {
  const propertyId = query.ok ? query.propertyId : null;
  const startDate = query.ok ? query.startDate : null;
  const endDate = query.ok ? query.endDate : null;
  const given = known?.home.id === propertyId ? known : undefined;
  const path =
    propertyId === null ? null : `/api/public/properties/${encodeURIComponent(propertyId)}`;
  const property = useApiQuery(
    path === null || given
      ? null
      : {
          key: path,
          load: async (signal) =>
            apiRequest(path, (await loadViews()).bookedHomeSchema, { signal, anonymous: true }),
        },
  );
  // Asked once the property has loaded; without readable dates the form reports them missing.
  const availability = useApiQuery(
    property.status === "success" && path !== null && startDate && endDate
      ? {
          key: `${path}|${startDate}|${endDate}`,
          load: (signal) => {
            const stay = new URLSearchParams(stayTimestamps(startDate, endDate));
            return apiRequest(`${path}/availability?${stay}`, availabilityResponseSchema, {
              signal,
              anonymous: true,
            });
          },
        }
      : null,
  );

  if (!query.ok) return { status: "failed", reason: "missingInformation" };
  if (given) {
    return given.isAvailable
      ? { status: "ready", property: given.home }
      : { status: "failed", reason: "noLongerAvailable" };
  }
  if (property.status === "error") return { status: "failed", reason: "loadFailed" };
  if (property.status !== "success") return { status: "loading" };
  if (availability.status === "error") return { status: "failed", reason: "loadFailed" };
  if (availability.status === "loading") return { status: "checking" };
  if (availability.status === "success" && !availability.data.isAvailable) {
    return { status: "failed", reason: "noLongerAvailable" };
  }
  return { status: "ready", property: property.data };
}

/** The booking page: verify the e-mail, give guest details, then pay. */
export function NewBookingWizard(props: NewBookingWizardProps) {
  const t = useTranslations("booking.wizard");
  const query = parseBookingQuery(props);
  const load = useBookingPage(query, props.known);
  const session = useAuthSession();
  const [wizard, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const [guestsChoice, setGuestsChoice] = useState<number | null>(null);
  const [childrenChoice, setChildrenChoice] = useState<number | null>(null);
  const [extrasChoice, setExtrasChoice] = useState<ExtraChoice[] | null>(null);
  // undefined: the guest has not changed the code the booking dialog applied.
  const [promoChoice, setPromoChoice] = useState<string | null | undefined>(undefined);
  const [created, setCreated] = useState<CreatedBooking | null>(null);
  const home = load.status === "ready" && query.ok ? load.property : null;
  const guests =
    home && query.ok ? (guestsChoice ?? initialGuestCount(query.persons, home.maxGuests)) : 0;
  // Children count only where the commune frees them, and never more than the guests.
  const children =
    home?.touristTaxRule.childrenUnder == null || !query.ok
      ? 0
      : Math.min(childrenChoice ?? query.children, guests);
  // Those of the dialog's choices that the home still sells, each at most its maximum.
  const extras = home && query.ok ? (extrasChoice ?? keepChoosable(home.extras, query.extras)) : [];
  const promoCode = promoChoice === undefined ? (query.ok ? query.promo : null) : promoChoice;
  const checkIn = query.ok ? query.startDate : null;
  const checkOut = query.ok ? query.endDate : null;
  // One quote for the summary and the pay button, which names the amount due now.
  const quote = useStayQuote(
    home?.id ?? "",
    home && checkIn && checkOut && nightsOf({ checkIn, checkOut }) > 0
      ? { checkIn, checkOut, guests, children, extras, promoCode }
      : null,
  );

  if (load.status === "loading") return <Notice>{t("loadingProperty")}</Notice>;
  if (load.status === "checking") return <Notice>{t("checkingAvailability")}</Notice>;
  if (load.status === "failed" || !query.ok) {
    return <FailureCard message={t(load.status === "failed" ? load.reason : "loadFailed")} />;
  }

  const { property } = load;
  const stay: Stay = {
    propertyId: property.id,
    startDate: query.startDate,
    endDate: query.endDate,
  };
  const step = currentStep(wizard, session.isAuthenticated);
  const verifyStep = (
    <SignInCard
      title={t("verifyTitle")}
      text={t("verifyText")}
      onVerified={() => dispatch({ type: "verified" })}
    />
  );

  let main: ReactNode;
  if (step === "payment" && created) {
    main = <BookingConfirmed booking={created} property={property} stay={stay} />;
  } else if (!session.hydrated) {
    main = <SessionPending signedOut={verifyStep} />;
  } else if (step === "auth") {
    main = verifyStep;
  } else {
    main = (
      <Card>
        <CardHeader>
          <CardTitle className="text-forest-950">{t("guestInformation")}</CardTitle>
        </CardHeader>
        <CardContent>
          <GuestDetailsForm
            property={property}
            stay={stay}
            session={session}
            guests={guests}
            onGuestsChange={setGuestsChoice}
            childCount={children}
            onChildrenChange={setChildrenChoice}
            extras={extras}
            onExtrasChange={setExtrasChoice}
            promoCode={promoCode}
            onPromoCodeChange={setPromoChoice}
            quote={quote}
            onPaymentUnavailable={(booking) => {
              setCreated(booking);
              dispatch({ type: "bookingCreated", bookingId: booking.id });
            }}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <StepIndicator current={step} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex flex-col gap-6">{main}</div>
        <aside aria-label={t("summaryLabel")} className="lg:sticky lg:top-24">
          <BookingSummary property={property} stay={stay} guests={guests} quote={quote} />
        </aside>
      </div>
    </div>
  );
}
