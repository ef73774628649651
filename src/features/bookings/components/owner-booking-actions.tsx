"use client";

import { Check } from "@/components/icons/check";
import { Loader2 } from "@/components/icons/loader-2";
import { RotateCw } from "@/components/icons/rotate-cw";
import { X } from "@/components/icons/x";
import { Button } from "@/components/ui/button";
import { Field, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { useOwnerChange } from "@/features/owner";
import { ConfirmChange, ConfirmFormChange, OwnerChangeButton } from "@/features/owner/components";
import { addDays, type CalendarDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { CLAIM_REASON_LIMITS } from "../security-deposit";

export interface CancellationOffer {
  /** The site's terms as of today: the refund field's prefill, in euros. */
  underTerms: number;
  percent: number;
  /** The most the refund may be, in euros. */
  refundable: number;
  /** The security deposit held, in euros: it goes back whole beside the refund. */
  securityDeposit: number;
}

/** 'Approve' and 'Reject' for a paid booking, 'Cancel booking' for one that holds its dates. */
export function OwnerBookingActions({
  bookingId,
  canDecide,
  cancellation,
}: {
  bookingId: string;
  canDecide: boolean;
  cancellation: CancellationOffer | null;
}) {
  const { busy, error, run } = useOwnerChange();
  const url = `/api/owner/bookings/${bookingId}`;
  if (!canDecide && !cancellation) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {canDecide ? (
          <>
            <Button type="button" onClick={() => void run("approve", `${url}/approve`)}>
              {busy === "approve" ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Check aria-hidden="true" />
              )}
              Approve
            </Button>
            <RejectBookingDialog bookingId={bookingId} />
          </>
        ) : null}
        {cancellation ? <CancelBookingDialog bookingId={bookingId} offer={cancellation} /> : null}
      </div>
      <FormError message={error} />
    </div>
  );
}

/** 'Cancel booking': the refund the owner confirms, prefilled with what the terms give. */
function CancelBookingDialog({
  bookingId,
  offer,
}: {
  bookingId: string;
  offer: CancellationOffer;
}) {
  return (
    <ConfirmFormChange
      path={`/api/owner/bookings/${bookingId}/cancel`}
      bodyOf={(form) => ({ refund: Number(form.get("refund")) })}
      trigger={
        <Button type="button" variant="destructive">
          Cancel booking
        </Button>
      }
      title="Cancel this booking?"
      description="The dates become free at once and the guest is e-mailed."
      keepLabel="Keep booking"
      confirmLabel="Cancel booking"
    >
      <Field
        label="Refund (€)"
        name="refund"
        type="number"
        inputMode="decimal"
        min={0}
        max={offer.refundable}
        step={0.01}
        required
        defaultValue={offer.underTerms}
        description={`The cancellation terms give ${formatEuros(offer.underTerms)} (${offer.percent}%); at most ${formatEuros(offer.refundable)}.${offer.securityDeposit > 0 ? ` The ${formatEuros(offer.securityDeposit)} security deposit goes back in full as well.` : ""}`}
      />
    </ConfirmFormChange>
  );
}

/** 'Extend due date': a later day for the balance, at the latest a week before check-in. */
export function ExtendDueDateDialog({
  bookingId,
  dueDate,
  latest,
}: {
  bookingId: string;
  dueDate: CalendarDate;
  latest: CalendarDate;
}) {
  return (
    <ConfirmFormChange
      path={`/api/owner/bookings/${bookingId}/balance-due-date`}
      bodyOf={(form) => ({ dueDate: String(form.get("dueDate")) })}
      trigger={
        <Button type="button" variant="outline">
          Extend due date
        </Button>
      }
      title="Give the guest longer to pay?"
      description="The reminder goes again before the new date; a guest already asked to pay is e-mailed the new date."
      keepLabel="Keep date"
      confirmLabel="Extend due date"
      destructive={false}
    >
      <Field
        label="New due date"
        name="dueDate"
        type="date"
        min={addDays(dueDate, 1)}
        max={latest}
        required
        defaultValue={latest}
        description={`Now due on ${dueDate}; at the latest ${latest}, 7 days before check-in.`}
      />
    </ConfirmFormChange>
  );
}

/** 'Reject', confirmed in a dialog: it refunds everything paid and cannot be undone. */
function RejectBookingDialog({ bookingId }: { bookingId: string }) {
  return (
    <ConfirmChange
      path={`/api/owner/bookings/${bookingId}/reject`}
      trigger={
        <Button type="button" variant="outline">
          <X aria-hidden="true" />
          Reject
        </Button>
      }
      title="Reject this request?"
      description="The dates become free, everything paid is refunded and the guest is e-mailed."
      keepLabel="Keep request"
      confirmLabel="Reject and refund"
    />
  );
}

/** 'Retry refund': asks the payment provider again for a refund it has not made. */
export function RetryRefundButton({ refundId }: { refundId: string }) {
  return (
    <OwnerChangeButton
      path={`/api/owner/refunds/${refundId}/retry`}
      icon={<RotateCw aria-hidden="true" />}
      label="Retry refund"
    />
  );
}

/**
 * The owner's decision on a held security deposit: 'Keep part of it' (the amount and why, which
 * the guest is e-mailed, the rest refunded at once) or 'Refund it now' (all of it, early).
 */
export function SecurityDepositDecision({
  bookingId,
  deposit,
}: {
  bookingId: string;
  deposit: number;
}) {
  const path = `/api/owner/bookings/${bookingId}/security-deposit`;
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmFormChange
        path={path}
        bodyOf={(form) => ({ keep: Number(form.get("keep")), reason: String(form.get("reason")) })}
        trigger={
          <Button type="button" variant="outline">
            Keep part of it
          </Button>
        }
        title="Keep part of the security deposit?"
        description="The guest is e-mailed the amount and your reason, and the rest is refunded at once. This cannot be undone."
        keepLabel="Go back"
        confirmLabel="Keep and refund the rest"
      >
        <Field
          label="Amount kept (€)"
          name="keep"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={deposit}
          step={0.01}
          required
          description={`At most ${formatEuros(deposit)}, the deposit.`}
        />
        <TextareaField
          label="Reason"
          name="reason"
          required
          minLength={CLAIM_REASON_LIMITS.min}
          maxLength={CLAIM_REASON_LIMITS.max}
          rows={4}
          description="What was damaged and what it cost; the guest reads this as you write it."
        />
      </ConfirmFormChange>
      <ConfirmFormChange
        path={path}
        bodyOf={() => ({ keep: 0 })}
        trigger={
          <Button type="button" variant="outline">
            Refund it now
          </Button>
        }
        title="Refund the security deposit now?"
        description={`The guest gets ${formatEuros(deposit)} back and is e-mailed. This cannot be undone.`}
        keepLabel="Go back"
        confirmLabel="Refund in full"
        destructive={false}
      >
        {null}
      </ConfirmFormChange>
    </div>
  );
}
