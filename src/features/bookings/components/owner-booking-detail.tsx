import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PriceBreakdown } from "@/features/pricing/components";
import { addDays, formatLongDate, formatInstant, todayInBrussels } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import type { OwnerBookingDetail } from "../owner-bookings.server";
import type { SecurityDepositView } from "../views";
import { BookingStatusBadge } from "./booking-status-badge";
import { LATEST_DUE_DAYS_BEFORE_CHECK_IN, paymentMethodLabel } from "@/features/payments";
import { isHolding, isPayable } from "../lifecycle/transitions";
import {
  ExtendDueDateDialog,
  OwnerBookingActions,
  SecurityDepositDecision,
  RetryRefundButton,
  type CancellationOffer,
} from "./owner-booking-actions";

const ACTIONS: Record<string, string> = {
  "booking.approve": "Approved",
  "booking.reject": "Rejected",
  "booking.cancel": "Cancelled",
  "refund.retry": "Retried a refund",
  "booking.balance_due_date": "Moved the balance's due date",
  "booking.traveller_register": "Filled in the traveller register",
  "booking.security_deposit": "Decided on the security deposit",
};

const DEPOSIT_STATUS: Record<SecurityDepositView["status"], string> = {
  not_due: "Not due yet: the balance collects it",
  due: "Due with the payment asked for now",
  paid: "Paid, held",
  refunded: "Refunded in full",
  partly_kept: "Partly kept",
  kept: "Kept in full",
};

/**
 * Where the stay's security deposit stands, and while it is held after the stay began, the
 * owner's decision: keep part or all of it with a reason, or refund it now.
 */
function SecurityDeposit({
  booking,
  deposit,
}: {
  booking: OwnerBookingDetail;
  deposit: SecurityDepositView;
}) {
  const decidable = deposit.status === "paid" && todayInBrussels() >= booking.startDate;
  const facts: [string, ReactNode][] = [
    ["Amount", formatEuros(deposit.amount)],
    ["Status", DEPOSIT_STATUS[deposit.status]],
    deposit.kept === null
      ? ["Refunded on its own", formatLongDate(deposit.refundDueOn)]
      : ["Kept", formatEuros(deposit.kept)],
  ];
  if (deposit.reason) facts.push(["Reason", deposit.reason]);
  return (
    <>
      <Facts facts={facts} />
      {deposit.status === "paid" ? (
        <p className="text-stone-700">
          {decidable
            ? "Without your decision it goes back to the guest in full on that day."
            : "Once the stay has begun you can keep part of it for damage, or refund it early."}
        </p>
      ) : null}
      {decidable ? (
        <SecurityDepositDecision bookingId={booking.id} deposit={deposit.amount} />
      ) : null}
    </>
  );
}

/** The deposit, the balance and its due date, the mails sent about it, and 'Extend due date'. */
function BalanceSchedule({
  booking,
  schedule,
}: {
  booking: OwnerBookingDetail;
  schedule: NonNullable<OwnerBookingDetail["paymentSchedule"]>;
}) {
  const latest = addDays(booking.startDate, -LATEST_DUE_DAYS_BEFORE_CHECK_IN);
  // An open balance whose due date can still move later.
  const extendable =
    !schedule.balancePaid &&
    isHolding(booking.status) &&
    !isPayable(booking.status) &&
    schedule.balanceDueDate < latest;
  return (
    <>
      <Facts
        facts={[
          ["Deposit", formatEuros(schedule.deposit)],
          [
            "Balance",
            schedule.balancePaid
              ? `${formatEuros(schedule.balance)}, paid`
              : `${formatEuros(schedule.balance)}, due ${formatLongDate(schedule.balanceDueDate)}`,
          ],
          [
            "Balance request",
            booking.balanceRequestedAt ? formatInstant(booking.balanceRequestedAt) : "Not sent",
          ],
          [
            "Reminder",
            booking.balanceRemindedAt ? formatInstant(booking.balanceRemindedAt) : "Not sent",
          ],
        ]}
      />
      {extendable ? (
        <div>
          <ExtendDueDateDialog
            bookingId={booking.id}
            dueDate={schedule.balanceDueDate}
            latest={latest}
          />
        </div>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">{children}</CardContent>
    </Card>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-600">{term}</dt>
          <dd className="font-medium break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One booking for the owner: the stay, the guest, the money and what was done to it. */
export function OwnerBookingDetailView({
  booking,
  canDecide,
  cancellation,
  children,
}: {
  booking: OwnerBookingDetail;
  canDecide: boolean;
  cancellation: CancellationOffer | null;
  /** More about the stay, below the guest (the traveller register). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          href="/owner/bookings"
          className="text-sm text-forest-800 underline underline-offset-4"
        >
          All bookings
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
            {booking.guestName} at {booking.propertyName}
          </h1>
          <BookingStatusBadge status={booking.status} place="details" />
        </div>
      </div>
      <OwnerBookingActions
        bookingId={booking.id}
        canDecide={canDecide}
        cancellation={cancellation}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Stay">
          <Facts
            facts={[
              ["Home", booking.propertyName],
              ["Arrival", formatLongDate(booking.startDate)],
              ["Departure", formatLongDate(booking.endDate)],
              ["Guests", booking.guestCount],
              ["Booked", formatInstant(booking.createdAt)],
            ]}
          />
        </Section>
        <Section title="Guest">
          <Facts
            facts={[
              ["Name", booking.guestName],
              [
                "E-mail",
                <a key="email" href={`mailto:${booking.guestEmail}`}>
                  {booking.guestEmail}
                </a>,
              ],
              ["Phone", booking.guestPhone ?? "None given"],
              ["Address", booking.address ?? "None given"],
              ["Special requests", booking.specialRequests ?? "None"],
            ]}
          />
        </Section>
        {children}
        <Section title="Quote">
          {booking.quote ? (
            <PriceBreakdown quote={booking.quote} chargeNote={false} />
          ) : (
            <p>Total {formatEuros(booking.total)}</p>
          )}
          <p>
            Paid {formatEuros(booking.amountPaid)}, refunded {formatEuros(booking.amountRefunded)}
          </p>
        </Section>
        {booking.paymentSchedule ? (
          <Section title="Payment schedule">
            <BalanceSchedule booking={booking} schedule={booking.paymentSchedule} />
          </Section>
        ) : null}
        {booking.securityDeposit ? (
          <Section title="Security deposit">
            <SecurityDeposit booking={booking} deposit={booking.securityDeposit} />
          </Section>
        ) : null}
        <Section title="Payments">
          {booking.payments.length === 0 ? <p>No payment yet.</p> : null}
          <ul className="flex flex-col gap-2">
            {booking.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {formatEuros(payment.amount)}
                  {payment.part === "full" ? "" : ` ${payment.part}`}
                  {payment.securityDeposit > 0
                    ? ` (with the ${formatEuros(payment.securityDeposit)} security deposit)`
                    : ""}
                  {payment.method ? ` · ${paymentMethodLabel(payment.method)}` : ""} · started{" "}
                  {formatInstant(payment.createdAt)}
                  {payment.paidAt ? ` · paid ${formatInstant(payment.paidAt)}` : ""}
                </span>
                <Badge tone={payment.status === "paid" ? "green" : "grey"}>{payment.status}</Badge>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Refunds">
          {booking.refunds.length === 0 ? <p>No refund.</p> : null}
          <ul className="flex flex-col gap-3">
            {booking.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {formatEuros(refund.amount)} · {refund.reason.replaceAll("_", " ")}
                    {refund.refundedAt ? ` · made ${formatInstant(refund.refundedAt)}` : ""}
                  </span>
                  <Badge tone={refund.status === "refunded" ? "green" : "orange"}>
                    {refund.status === "refunded" ? "Refunded" : "Not made yet"}
                  </Badge>
                </div>
                {refund.status === "owed" ? (
                  <>
                    {refund.lastError ? (
                      <p className="text-red-900">
                        The payment provider said: {refund.lastError} ({refund.attempts}{" "}
                        {refund.attempts === 1 ? "attempt" : "attempts"})
                      </p>
                    ) : null}
                    <RetryRefundButton refundId={refund.id} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Activity">
          {booking.activity.length === 0 ? <p>Nothing done by an owner yet.</p> : null}
          <ol className="flex flex-col gap-2">
            {booking.activity.map((entry) => (
              <li key={entry.id}>
                <span className="font-medium">{ACTIONS[entry.action] ?? entry.action}</span> by{" "}
                {entry.actor} on <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
                {typeof entry.after?.refundCents === "number"
                  ? `, refund ${formatEuros(centsToEuros(entry.after.refundCents))}`
                  : ""}
                {typeof entry.after?.travellers === "number"
                  ? `, ${entry.after.travellers} ${entry.after.travellers === 1 ? "traveller" : "travellers"}`
                  : ""}
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </div>
  );
}
