import { Plus } from "@/components/icons/plus";
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OwnerConflictList, OwnerFeedHealthTable } from "@/features/channel-sync/components";
import { formatShortDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { OwnerToday } from "../schemas";
import { formatInstant } from "@/lib/dates";
import { SendAgainButton } from "./office-actions";

type StayRow = OwnerToday["arrivals"][number];

function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const id = `today-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle id={id} className="font-serif text-forest-900">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-stone-800">
          {count === 0 ? <p className="text-stone-700">{empty}</p> : children}
        </CardContent>
      </Card>
    </section>
  );
}

function BookingLink({ row, children }: { row: { bookingId: string }; children: ReactNode }) {
  return (
    <Link
      href={`/owner/bookings/${row.bookingId}`}
      className="font-medium text-forest-800 underline underline-offset-4"
    >
      {children}
    </Link>
  );
}

const stayDates = (row: StayRow) =>
  `${formatShortDate(row.startDate)} – ${formatShortDate(row.endDate)}`;

function Stays({ rows, day }: { rows: StayRow[]; day: "startDate" | "endDate" }) {
  return (
    <ul className="flex flex-col divide-y divide-stone-100">
      {rows.map((row) => (
        <li
          key={row.bookingId}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
        >
          <span>
            <span className="font-semibold">{formatShortDate(row[day])}</span> ·{" "}
            <BookingLink row={row}>{row.guestName}</BookingLink> · {row.propertyName}
          </span>
          <span className="text-stone-700">
            {stayDates(row)} · {row.guestCount} {row.guestCount === 1 ? "guest" : "guests"}
            {row.status === "paid" ? (
              <Badge tone="yellow" className="ml-2">
                Waiting for approval
              </Badge>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

const PAYMENT_KINDS = {
  received: { label: "Received", tone: "green" },
  failed: { label: "Payment failed", tone: "red" },
  refunded: { label: "Refunded", tone: "blue" },
  refund_owed: { label: "Refund not made yet", tone: "orange" },
} as const;

type PaymentRow = OwnerToday["payments"][number];

/** What a gift voucher paid of a payment, or took back of a refund. */
const voucherPart = (row: PaymentRow) =>
  row.kind === "received" || row.kind === "failed"
    ? `${formatEuros(row.voucherAmount)} by gift voucher`
    : `${formatEuros(row.voucherAmount)} back to the gift voucher`;

/** Whose money: a booking's guest and home, or the buyer of a gift voucher. */
function PaymentFor({ row }: { row: PaymentRow }) {
  const { bookingId } = row;
  if (bookingId === null) {
    return (
      <span>
        <Link
          href="/owner/gift-vouchers"
          className="font-medium text-forest-800 underline underline-offset-4"
        >
          {row.kind === "received" ? "Gift voucher sold" : "Gift voucher sale"}
        </Link>{" "}
        · {row.guestName}
      </span>
    );
  }
  return (
    <>
      <BookingLink row={{ bookingId }}>{row.guestName}</BookingLink>
      <span>· {row.propertyName}</span>
    </>
  );
}

/** About the first 120 characters of a text, cut at a word, on one line. */
function excerpt(text: string, length = 120): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** The newest reviews waiting for an answer, each leading to it on the Reviews page. */
function ReviewsToAnswer({ reviews }: { reviews: OwnerToday["reviewsToAnswer"] }) {
  const waiting = "/owner/reviews?unanswered=true";
  return (
    <div className="flex flex-col gap-2">
      <p>
        {reviews.total === 1
          ? "1 review is waiting for your answer."
          : `${reviews.total} reviews are waiting for your answer.`}
      </p>
      <ul className="flex flex-col divide-y divide-stone-100">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="flex flex-col gap-1 py-2">
            <span>
              <Link
                href={`${waiting}#review-${review.id}`}
                className="font-medium text-forest-800 underline underline-offset-4"
              >
                {review.authorName}
              </Link>{" "}
              · {review.propertyName} · rated {review.rating} of 5
            </span>
            <q className="break-words text-stone-800">{excerpt(review.comment)}</q>
          </li>
        ))}
      </ul>
      {reviews.total > reviews.reviews.length ? (
        <Link href={waiting} className="self-start text-forest-800 underline underline-offset-4">
          See all {reviews.total} reviews to answer
        </Link>
      ) : null}
    </div>
  );
}

/** The back office's first page: the week ahead and what needs the owner. */
/** A new site's first step: guests see no home until the owner adds one. */
function FirstHome() {
  return (
    <section aria-labelledby="today-first-home" className="lg:col-span-2">
      <Card tone="forest">
        <CardHeader className="pb-3">
          <CardTitle id="today-first-home" className="font-serif text-forest-900">
            Add your first home
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4 text-sm text-stone-800">
          <p>
            Guests see a page saying no homes are open for booking yet. Add a home with its texts,
            prices and location, then its photos: guests can book it as soon as it is added.
          </p>
          <Link href="/owner/homes/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Add your first home
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}

export function TodayView({ today }: { today: OwnerToday }) {
  const { arrivals, departures, requestsToReview, payments, undeliveredMail } = today;
  const { calendarConflicts, calendarFeeds } = today;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {today.homes === 0 ? <FirstHome /> : null}
      <div className="lg:col-span-2">
        <Section
          title="Calendar sync"
          count={calendarConflicts.length + calendarFeeds.length}
          empty="No home reads another channel's calendar yet: add one on the home's page."
        >
          <div className="flex flex-col gap-4">
            {calendarConflicts.length > 0 ? (
              <OwnerConflictList conflicts={calendarConflicts} showHome />
            ) : null}
            {calendarFeeds.length > 0 ? <OwnerFeedHealthTable feeds={calendarFeeds} /> : null}
          </div>
        </Section>
      </div>
      <Section
        title="Requests to review"
        count={requestsToReview.length}
        empty="No requests are waiting for your approval."
      >
        <ul className="flex flex-col divide-y divide-stone-100">
          {requestsToReview.map((row) => (
            <li
              key={row.bookingId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <span>
                <BookingLink row={row}>{row.guestName}</BookingLink> · {row.propertyName}
              </span>
              <span className="text-stone-700">
                {stayDates(row)}
                {row.paidAt ? ` · paid ${formatInstant(row.paidAt)}` : null}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Guests' requests"
        count={today.guestRequests.length}
        empty="No guest of a coming stay has asked you anything."
      >
        <ul className="flex flex-col divide-y divide-stone-100">
          {today.guestRequests.map((row) => (
            <li key={row.bookingId} className="flex flex-col gap-1 py-2">
              <span>
                <BookingLink row={row}>{row.guestName}</BookingLink> · {row.propertyName} ·{" "}
                {stayDates(row)}
              </span>
              <q className="whitespace-pre-line text-stone-800">{row.specialRequests}</q>
              <a
                href={`mailto:${row.guestEmail}?subject=${encodeURIComponent(`Your stay at ${row.propertyName}`)}`}
                className="self-start text-forest-800 underline underline-offset-4"
              >
                Answer {row.guestName} by e-mail
              </a>
            </li>
          ))}
        </ul>
      </Section>
      {today.securityDeposits.length > 0 ? (
        <div className="lg:col-span-2">
          <Section
            title="Security deposits to decide"
            count={today.securityDeposits.length}
            empty=""
          >
            <p className="text-stone-700">
              Each goes back to its guest in full on the day shown, unless you keep part of it for
              damage from the booking&rsquo;s page first.
            </p>
            <ul className="flex flex-col divide-y divide-stone-100">
              {today.securityDeposits.map((row) => (
                <li
                  key={row.bookingId}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                >
                  <span>
                    <BookingLink row={row}>{row.guestName}</BookingLink> · {row.propertyName} ·{" "}
                    {stayDates(row)}
                  </span>
                  <span className="text-stone-700">
                    {formatEuros(row.securityDeposit)} · back on {formatShortDate(row.refundDueOn)}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      ) : null}
      {today.reviewsToAnswer.total > 0 ? (
        <div className="lg:col-span-2">
          <Section title="Reviews to answer" count={today.reviewsToAnswer.total} empty="">
            <ReviewsToAnswer reviews={today.reviewsToAnswer} />
          </Section>
        </div>
      ) : null}
      <Section
        title="Arrivals"
        count={arrivals.length}
        empty={`No guests arrive in the next ${today.days} days.`}
      >
        <Stays rows={arrivals} day="startDate" />
      </Section>
      <Section
        title="Departures"
        count={departures.length}
        empty={`No guests leave in the next ${today.days} days.`}
      >
        <Stays rows={departures} day="endDate" />
      </Section>
      <Section
        title="Payments"
        count={payments.length}
        empty="No payment came in, failed or was refunded in the last 30 days."
      >
        <ul className="flex flex-col divide-y divide-stone-100">
          {payments.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={PAYMENT_KINDS[row.kind].tone}>{PAYMENT_KINDS[row.kind].label}</Badge>
                <span className="font-semibold">{formatEuros(row.amount)}</span>
                {row.voucherAmount > 0 ? <span>({voucherPart(row)})</span> : null}
                <PaymentFor row={row} />
              </span>
              <span className="text-stone-700">
                {formatInstant(row.at)}
                {row.lastError ? ` · ${row.lastError}` : null}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <div className="lg:col-span-2">
        <Section
          title="Undelivered mail"
          count={undeliveredMail.length}
          empty="Every mail was delivered."
        >
          <ul className="flex flex-col divide-y divide-stone-100">
            {undeliveredMail.map((mail) => (
              <li
                key={mail.id}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-2"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium break-words">{mail.subject}</span>
                  <span className="break-all text-stone-700">To {mail.to}</span>
                  <span className="text-stone-700">
                    Queued {formatInstant(mail.createdAt)} · {mail.attempts} attempts
                    {mail.lastError ? ` · ${mail.lastError}` : null}
                  </span>
                </span>
                {mail.canSendAgain ? (
                  <SendAgainButton mailId={mail.id} subject={mail.subject} />
                ) : (
                  <span className="text-stone-700">
                    A sign-in code: its code has expired, so it is not sent again.
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
