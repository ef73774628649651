"use client";

import { CalendarDays } from "@/components/icons/calendar-days";
import { CreditCard } from "@/components/icons/credit-card";
import { Eye } from "@/components/icons/eye";
import { House } from "@/components/icons/house";
import { Loader2 } from "@/components/icons/loader-2";
import { MapPin } from "@/components/icons/map-pin";
import { RotateCw } from "@/components/icons/rotate-cw";
import { Star } from "@/components/icons/star";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { Users } from "@/components/icons/users";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/link";
import { apiRequest } from "@/lib/api-client";
import { formatShortDate, todayInBrussels } from "@/lib/dates";
import { useApiQuery } from "@/lib/use-api-query";
import { inReviewWindow } from "@/features/reviews";
import { BookingsSkeleton } from "./bookings-skeleton";
import { BookingStatusBadge } from "./booking-status-badge";
import { usePageLocale } from "@/i18n/use-page-locale";
import { groupBookings, paymentTimeline } from "../booking-groups";
import { bookingViewListSchema, type BookingViewData } from "../views";
import { startPayment } from "./start-payment";

function BookingCard({ booking }: { booking: BookingViewData }) {
  const t = useTranslations("bookings");
  const tReviews = useTranslations("reviews");
  const locale = usePageLocale();
  const [restarting, setRestarting] = useState(false);
  const [restartFailed, setRestartFailed] = useState(false);
  const payments = paymentTimeline(booking, locale);
  const titleId = `booking-${booking.id}-title`;

  async function restartPayment() {
    if (restarting) return;
    setRestarting(true);
    setRestartFailed(false);
    try {
      await startPayment(booking.id, locale);
    } catch {
      setRestartFailed(true);
      setRestarting(false);
    }
  }

  return (
    <Card className="p-6">
      <article aria-labelledby={titleId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h3 id={titleId} className="font-serif text-xl font-semibold text-forest-950">
              {booking.property.name}
            </h3>
            <p className="flex items-center gap-1.5 text-sm text-stone-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {booking.property.location}
            </p>
          </div>
          <BookingStatusBadge status={booking.status} />
        </div>

        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 text-stone-600">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t("checkIn")}
            </dt>
            <dd className="font-medium text-stone-900">
              {t("checkInAt", {
                date: formatShortDate(booking.startDate, locale),
                time: booking.property.checkInTime,
              })}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 text-stone-600">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t("checkOut")}
            </dt>
            <dd className="font-medium text-stone-900">
              {t("checkOutAt", {
                date: formatShortDate(booking.endDate, locale),
                time: booking.property.checkOutTime,
              })}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 text-stone-600">
              <Users aria-hidden="true" className="size-4" />
              {t("guests")}
            </dt>
            <dd className="font-medium text-stone-900">
              {t("people", { count: booking.guestCount })}
            </dd>
          </div>
        </dl>

        {payments.length > 0 && (
          <dl className="flex flex-col gap-1 rounded-lg bg-stone-50 p-3 text-sm">
            {payments.map(({ moment, value }) => (
              <div key={moment} className="flex flex-wrap gap-x-2">
                <dt className="text-stone-600">{t(`payments.${moment}`)}:</dt>
                <dd className="text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}

        {restartFailed && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t("restartFailed")}
          </p>
        )}

        <div className="flex flex-wrap gap-3">
          <Link
            href={`/bookings/${encodeURIComponent(booking.id)}`}
            prefetch={false}
            className={buttonVariants({ variant: "outline" })}
          >
            <Eye aria-hidden="true" />
            {t("viewDetails")}
          </Link>
          {inReviewWindow(booking, todayInBrussels()) && (
            <Link
              href={`/bookings/${encodeURIComponent(booking.id)}/review`}
              prefetch={false}
              className={buttonVariants({ variant: "outline" })}
            >
              <Star aria-hidden="true" />
              {tReviews("write")}
            </Link>
          )}
          {booking.status === "payment_pending" && (
            <Button
              type="button"
              onClick={() => void restartPayment()}
              aria-disabled={restarting || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {restarting ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <CreditCard aria-hidden="true" />
              )}
              {t("restartPayment")}
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}

/** The signed-in guest's bookings, in the spec's groups. */
export function MyBookings() {
  const t = useTranslations("bookings");
  const load = useApiQuery({
    key: "guest-bookings",
    load: (signal) => apiRequest("/api/guest/bookings", bookingViewListSchema, { signal }),
  });

  if (load.status === "error") {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <p role="alert" className="text-lg font-semibold text-stone-900">
          {t("loadFailed")}
        </p>
        <Button type="button" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t("tryAgain")}
        </Button>
      </Card>
    );
  }

  if (load.status !== "success") return <BookingsSkeleton />;

  if (load.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <CalendarDays aria-hidden="true" className="size-10 text-forest-700" />
        <p className="text-lg font-semibold text-stone-900">{t("empty")}</p>
        <Link href="/properties" className={buttonVariants()}>
          <House aria-hidden="true" />
          {t("browseProperties")}
        </Link>
      </Card>
    );
  }

  const groups = groupBookings(load.data, todayInBrussels());

  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`bookings-${group.key}`}
          className="flex flex-col gap-4"
        >
          <h2
            id={`bookings-${group.key}`}
            className="font-serif text-2xl font-semibold text-forest-900"
          >
            {t(`groups.${group.key}`)}
          </h2>
          {group.bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </section>
      ))}
    </div>
  );
}
