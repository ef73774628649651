"use client";

import { ArrowLeft } from "@/components/icons/arrow-left";
import { CalendarDays } from "@/components/icons/calendar-days";
import { CircleCheckBig } from "@/components/icons/circle-check-big";
import { Clock } from "@/components/icons/clock";
import { CreditCard } from "@/components/icons/credit-card";
import { House } from "@/components/icons/house";
import { Info } from "@/components/icons/info";
import { Loader2 } from "@/components/icons/loader-2";
import { Mail } from "@/components/icons/mail";
import { MapPin } from "@/components/icons/map-pin";
import { MessageSquare } from "@/components/icons/message-square";
import { Phone } from "@/components/icons/phone";
import { RotateCw } from "@/components/icons/rotate-cw";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { User } from "@/components/icons/user";
import { Users } from "@/components/icons/users";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthSession } from "@/features/auth/components";
import { Link } from "@/i18n/link";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { formatLongDate, todayInBrussels, toCalendarDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { useApiQuery } from "@/lib/use-api-query";
import { isUpcomingStay, paymentTimeline } from "../booking-groups";
import { bookingViewSchema, isBookingId, type BookingViewData } from "../views";
import { usePageLocale } from "@/i18n/use-page-locale";
import { isHolding } from "../lifecycle/transitions";
import { DEPOSIT_PERCENT } from "@/features/payments";
import { isTaxPerGuestNight } from "@/features/pricing";
import { inReviewWindow } from "@/features/reviews";
import { ReviewCard } from "@/features/reviews/components";
import { RegisterCard } from "@/features/traveller-register/components";
import { VoucherCodeField } from "@/features/gift-vouchers/components";
import { BookingReceipts } from "./booking-receipts";
import { BookingStatusBadge } from "./booking-status-badge";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { NoWithdrawalNotice } from "./no-withdrawal-notice";
import { RefundRulesNote } from "./refund-rules-note";
import { startPayment, voucherRefusal } from "./start-payment";

type LoadState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "not-found" }
  | { status: "ready"; booking: BookingViewData; own: boolean };

const isMissing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * A signed-in guest's own booking comes from the guest endpoint; anyone else's (a 404 there, or
 * a 401 once the session has lapsed) and every visitor's from the public one.
 */
async function loadBooking(
  bookingId: string,
  signedIn: boolean,
  signal: AbortSignal,
): Promise<{ booking: BookingViewData; own: boolean }> {
  const path = encodeURIComponent(bookingId);
  if (signedIn) {
    try {
      const booking = await apiRequest(`/api/guest/bookings/${path}`, bookingViewSchema, {
        signal,
      });
      return { booking, own: true };
    } catch (error) {
      const fallBack =
        error instanceof ApiRequestError && (error.status === 404 || error.status === 401);
      if (!fallBack) throw error;
    }
  }
  const booking = await apiRequest(`/api/public/bookings/${path}`, bookingViewSchema, {
    signal,
    anonymous: true,
  });
  return { booking, own: false };
}

function useBooking(
  bookingId: string,
  session: ReturnType<typeof useAuthSession>,
  /** Bumped after a change the page made, to load the booking again. */
  version: number,
): LoadState {
  const validId = isBookingId(bookingId);
  const load = useApiQuery(
    session.hydrated && validId
      ? {
          key: `${bookingId}:${String(session.isAuthenticated)}:${version}`,
          load: (signal) => loadBooking(bookingId, session.isAuthenticated, signal),
        }
      : null,
  );
  if (!validId) return { status: "not-found" };
  switch (load.status) {
    case "idle":
    case "loading":
      return { status: "loading" };
    case "error":
      return { status: isMissing(load.error) ? "not-found" : "error" };
    case "success":
      return { status: "ready", ...load.data };
  }
}

function BackLink({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("bookings");
  return (
    <Link
      href={signedIn ? "/bookings" : "/properties"}
      className={buttonVariants({ variant: "ghost", className: "self-start" })}
    >
      <ArrowLeft aria-hidden="true" />
      {t("back")}
    </Link>
  );
}

function DetailsSkeleton() {
  const t = useTranslations("bookings");
  return (
    <div className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t("loadingDetails")}
      </span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-sm text-stone-600">
        {icon}
        {label}
      </dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

function PriceRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  const locale = usePageLocale();
  return (
    <div
      className={
        strong
          ? "flex justify-between gap-4 border-t border-stone-200 pt-3 font-semibold text-stone-900"
          : "flex justify-between gap-4 text-stone-700"
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatEuros(amount, locale)}</dd>
    </div>
  );
}

function PricingCard({
  pricing,
  amountPaid,
  amountRefunded,
  schedule,
  securityDeposit,
}: {
  pricing: NonNullable<BookingViewData["pricing"]>;
  amountPaid: number;
  amountRefunded: number;
  schedule: BookingViewData["paymentSchedule"];
  /** Outside the price: its own line after the schedule, with where it stands. */
  securityDeposit: BookingViewData["securityDeposit"];
}) {
  const t = useTranslations("bookings");
  const prices = useTranslations("pricing");
  const locale = usePageLocale();
  const { nights, guests, totalPrice } = pricing.summary;
  const counts = {
    nights: t("nights", { count: nights }),
    people: t("people", { count: guests }),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-serif text-forest-950">{t("priceDetails")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          <PriceRow
            label={t("basePrice", {
              price: formatEuros(pricing.basePrice.perNight, locale),
              nights: counts.nights,
            })}
            amount={pricing.basePrice.total}
          />
          <PriceRow
            label={t("supplements", {
              price: formatEuros(pricing.supplements.perNight, locale),
              ...counts,
            })}
            amount={pricing.supplements.total}
          />
          <PriceRow
            label={
              isTaxPerGuestNight(pricing)
                ? t("touristTax", {
                    price: formatEuros(pricing.touristTax.perNight, locale),
                    ...counts,
                  })
                : t("touristTaxTotal")
            }
            amount={pricing.touristTax.total}
          />
          <PriceRow label={t("cleaningFee")} amount={pricing.cleaningFee} />
          <PriceRow label={t("serviceFee")} amount={pricing.serviceFee} />
          {pricing.extras.map((extra) => (
            <PriceRow
              key={extra.id}
              label={prices("extra", { name: extra.name, quantity: extra.quantity })}
              amount={extra.total}
            />
          ))}
          {pricing.discount ? (
            <PriceRow
              label={prices("discount", { code: pricing.discount.code })}
              amount={-pricing.discount.amount}
            />
          ) : null}
          <PriceRow label={t("total")} amount={totalPrice} strong />
          {schedule && (
            <>
              <PriceRow
                label={t("deposit", { percent: DEPOSIT_PERCENT })}
                amount={schedule.deposit}
              />
              <PriceRow
                label={
                  schedule.balancePaid
                    ? t("balancePaid")
                    : t("balanceDue", { date: formatLongDate(schedule.balanceDueDate, locale) })
                }
                amount={schedule.balance}
              />
            </>
          )}
          {securityDeposit && (
            <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-stone-700">
              <dt>{t("securityDeposit.line")}</dt>
              <dd className="tabular-nums">{formatEuros(securityDeposit.amount, locale)}</dd>
              <dd className="basis-full text-xs text-stone-600">
                {t(`securityDeposit.${securityDeposit.status}`, {
                  date: formatLongDate(securityDeposit.refundDueOn, locale),
                  kept: formatEuros(securityDeposit.kept ?? 0, locale),
                  reason: securityDeposit.reason ?? "",
                })}
              </dd>
            </div>
          )}
          {/* Money as it stands: what the guest paid, and what went back to them. */}
          <PriceRow label={t("paid")} amount={amountPaid} />
          {amountRefunded > 0 && <PriceRow label={t("refunded")} amount={amountRefunded} />}
        </dl>
      </CardContent>
    </Card>
  );
}

function CheckInInstructions({ times }: { times: { checkInTime: string; checkOutTime: string } }) {
  const t = useTranslations("bookings");
  return (
    <Card tone="forest">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 font-serif text-forest-950">
          <Info aria-hidden="true" className="size-5" />
          {t("instructionsTitle")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">
        <p>{t("instructionsText")}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("instructionsCheckIn", { time: times.checkInTime })}</li>
          <li>{t("instructionsCheckOut", { time: times.checkOutTime })}</li>
          <li>{t("instructionsLate")}</li>
          <li>{t("instructionsQuiet")}</li>
        </ul>
      </CardContent>
    </Card>
  );
}

function BookingDetailsView({
  booking,
  own,
  signedIn,
  onCancelled,
}: {
  booking: BookingViewData;
  own: boolean;
  signedIn: boolean;
  onCancelled(refundAmount: number): void;
}) {
  const t = useTranslations("bookings");
  const locale = usePageLocale();
  const [paying, setPaying] = useState(false);
  const [payFailed, setPayFailed] = useState(false);
  const [voucherCode, setVoucherCode] = useState("");
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const noticeId = useId();
  const refundRulesId = useId();
  const payments = paymentTimeline(booking, locale);
  const bookedOn = booking.createdAt ? toCalendarDate(booking.createdAt) : null;
  const canPay = booking.status === "pending" || booking.status === "payment_pending";
  // Else something due is a confirmed booking's open balance, payable any time before it is due.
  const payLabel = canPay
    ? booking.amountDue > 0
      ? t("payAmount", { amount: formatEuros(booking.amountDue, locale) })
      : t("payNow")
    : booking.amountDue > 0
      ? // The balance's payment also collects the security deposit, which the label says.
        t(booking.securityDeposit ? "payBalanceWithDeposit" : "payBalance", {
          amount: formatEuros(booking.amountDue, locale),
        })
      : null;
  // The guest's own booking that holds dates, before its check-in day.
  const canCancel =
    signedIn && own && isHolding(booking.status) && booking.startDate >= todayInBrussels();
  const phone = booking.guestPhone ?? booking.guest?.phone ?? null;

  async function payNow() {
    if (paying) return;
    setPaying(true);
    setPayFailed(false);
    setVoucherError(null);
    try {
      await startPayment(booking.id, locale, voucherCode);
    } catch (error) {
      const refusal = voucherRefusal(error, voucherCode);
      if (refusal) setVoucherError(refusal);
      else setPayFailed(true);
      setPaying(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <BackLink signedIn={signedIn} />

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
            {booking.property.name}
          </h1>
          <p className="flex items-center gap-1.5 text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {booking.property.location}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} place="details" />
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="font-serif text-forest-950">{t("details")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail
              icon={<CalendarDays aria-hidden="true" className="size-4" />}
              label={t("checkIn")}
            >
              {t("checkInAt", {
                date: formatLongDate(booking.startDate, locale),
                time: booking.property.checkInTime,
              })}
            </Detail>
            <Detail
              icon={<CalendarDays aria-hidden="true" className="size-4" />}
              label={t("checkOut")}
            >
              {t("checkOutAt", {
                date: formatLongDate(booking.endDate, locale),
                time: booking.property.checkOutTime,
              })}
            </Detail>
            <Detail icon={<Users aria-hidden="true" className="size-4" />} label={t("guests")}>
              {t("people", { count: booking.guestCount })}
            </Detail>
            <Detail icon={<Clock aria-hidden="true" className="size-4" />} label={t("bookingDate")}>
              {bookedOn ? formatLongDate(bookedOn, locale) : t("notAvailable")}
            </Detail>
            {payments.map(({ moment, value }) => (
              <Detail
                key={moment}
                icon={<CreditCard aria-hidden="true" className="size-4" />}
                label={t(`payments.${moment}`)}
              >
                {value}
              </Detail>
            ))}
          </dl>
          {own && booking.specialRequests ? (
            <div className="flex flex-col gap-1 rounded-lg bg-bark-50 p-4 text-sm">
              <p className="flex items-center gap-2 font-medium text-stone-900">
                <MessageSquare aria-hidden="true" className="size-4 text-forest-700" />
                {t("yourRequest")}
              </p>
              <p className="whitespace-pre-line text-stone-800">{booking.specialRequests}</p>
              <p className="text-stone-600">{t("yourRequestNote")}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>

      {booking.pricing && (
        <PricingCard
          pricing={booking.pricing}
          amountPaid={booking.amountPaid}
          amountRefunded={booking.amountRefunded}
          schedule={booking.paymentSchedule}
          securityDeposit={booking.securityDeposit}
        />
      )}

      {signedIn && own && booking.payments.length > 0 && (
        <BookingReceipts bookingId={booking.id} payments={booking.payments} />
      )}

      <Card>
        <CardHeader>
          <CardTitle className="font-serif text-forest-950">{t("guestInformation")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail icon={<User aria-hidden="true" className="size-4" />} label={t("name")}>
              {booking.guest?.name ?? booking.guestName}
            </Detail>
            <Detail icon={<Mail aria-hidden="true" className="size-4" />} label={t("email")}>
              {booking.guestEmail}
            </Detail>
            {phone && (
              <Detail icon={<Phone aria-hidden="true" className="size-4" />} label={t("phone")}>
                {phone}
              </Detail>
            )}
          </dl>
        </CardContent>
      </Card>

      {signedIn && own && isUpcomingStay(booking, todayInBrussels()) && (
        <CheckInInstructions times={booking.property} />
      )}

      {/* Belgian law's register of who stays (docs/decisions/0053): for a confirmed stay. */}
      {signedIn && own && (booking.status === "paid" || booking.status === "approved") && (
        <RegisterCard bookingId={booking.id} />
      )}

      {/* Reviews from real stays (issue 34): asked for during the 30 days after check-out. */}
      {signedIn && own && inReviewWindow(booking, todayInBrussels()) && (
        <ReviewCard bookingId={booking.id} />
      )}

      {payFailed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t("payFailed")}
        </p>
      )}

      <div className="flex flex-col gap-3">
        {/* A balance is paid under a booking already made; the first payment makes it. */}
        {canPay && <RefundRulesNote id={refundRulesId} checkIn={booking.startDate} />}
        {canPay && <NoWithdrawalNotice id={noticeId} />}
        {payLabel && (
          <VoucherCodeField
            value={voucherCode}
            error={voucherError}
            onChange={(code) => {
              setVoucherCode(code);
              setVoucherError(null);
            }}
          />
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          {payLabel && (
            <Button
              type="button"
              size="lg"
              aria-describedby={canPay ? `${refundRulesId} ${noticeId}` : undefined}
              onClick={() => void payNow()}
              aria-disabled={paying || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {paying ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <CreditCard aria-hidden="true" />
              )}
              {paying ? t("processing") : payLabel}
            </Button>
          )}
          <Link
            href={`/properties/${encodeURIComponent(booking.propertyId)}`}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            <House aria-hidden="true" />
            {t("viewProperty")}
          </Link>
          {canCancel ? (
            <CancelBookingDialog
              bookingId={booking.id}
              securityDeposit={
                booking.securityDeposit?.status === "paid" ? booking.securityDeposit.amount : 0
              }
              onCancelled={onCancelled}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The cancellation's result where the guest is looking: at the top of the page, scrolled to and
 * focused, with the refund it gives.
 */
function CancelledNotice({ refundAmount }: { refundAmount: number }) {
  const t = useTranslations("cancellation");
  const locale = usePageLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-6 flex gap-3 rounded-xl border border-forest-200 bg-forest-50 p-4 outline-none"
    >
      <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-forest-950">{t("cancelled")}</p>
        <p className="text-sm text-stone-800">
          {refundAmount > 0
            ? t("refunding", { amount: formatEuros(refundAmount, locale) })
            : t("noRefund")}
        </p>
      </div>
    </div>
  );
}

/** One booking, for its guest or for anyone holding its link. */
export function BookingDetails({ bookingId }: { bookingId: string }) {
  const t = useTranslations("bookings");
  const session = useAuthSession();
  const [version, setVersion] = useState(0);
  const [cancelled, setCancelled] = useState<{ refundAmount: number } | null>(null);
  const load = useBooking(bookingId, session, version);
  const signedIn = session.isAuthenticated;

  if (load.status === "loading") return <DetailsSkeleton />;

  if (load.status === "not-found") {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-semibold text-stone-900">{t("notFound")}</h1>
        <BackLink signedIn={signedIn} />
      </Card>
    );
  }

  if (load.status === "error") {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <p role="alert" className="text-lg font-semibold text-stone-900">
          {t("detailsLoadFailed")}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <BackLink signedIn={signedIn} />
          <Button type="button" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <>
      {cancelled ? <CancelledNotice refundAmount={cancelled.refundAmount} /> : null}
      <BookingDetailsView
        booking={load.booking}
        own={load.own}
        signedIn={signedIn}
        onCancelled={(refundAmount) => {
          setCancelled({ refundAmount });
          setVersion((count) => count + 1);
        }}
      />
    </>
  );
}
