"use client";

import { Check, Loader2, RotateCw, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import {
  ConfirmButton,
  ConfirmChange,
  OwnerDialog,
  OwnerChangeButton,
  OwnerDialogActions,
  useOwnerChange,
} from "@/features/owner";
import { formatEuros } from "@/lib/money";

export interface CancellationOffer {
  /** The site's terms as of today: the refund field's prefill, in euros. */
  underTerms: number;
  percent: number;
  /** The most the refund may be, in euros. */
  refundable: number;
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
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refund = Number(new FormData(event.currentTarget).get("refund"));
    const done = await run("cancel", `/api/owner/bookings/${bookingId}/cancel`, { refund });
    if (done) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="destructive">
          Cancel booking
        </Button>
      }
      title="Cancel this booking?"
      description="The dates become free at once and the guest is e-mailed."
    >
      <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-5">
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
          description={`The cancellation terms give ${formatEuros(offer.underTerms)} (${offer.percent}%); at most ${formatEuros(offer.refundable)}.`}
        />
        <OwnerDialogActions
          error={error}
          keepLabel="Keep booking"
          confirm={<ConfirmButton busy={busy !== null} label="Cancel booking" />}
        />
      </form>
    </OwnerDialog>
  );
}

/** 'Extend due date': a later day for the balance, at the latest a week before check-in. */
export function ExtendDueDateDialog({
  bookingId,
  dueDate,
  latest,
}: {
  bookingId: string;
  dueDate: string;
  latest: string;
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get("dueDate"));
    const done = await run("due-date", `/api/owner/bookings/${bookingId}/balance-due-date`, {
      dueDate: chosen,
    });
    if (done) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline">
          Extend due date
        </Button>
      }
      title="Give the guest longer to pay?"
      description="The reminder goes again before the new date; a guest already asked to pay is e-mailed the new date."
    >
      <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-5">
        <Field
          label="New due date"
          name="dueDate"
          type="date"
          min={dueDate}
          max={latest}
          required
          defaultValue={latest < dueDate ? dueDate : latest}
          description={`Now due on ${dueDate}; at the latest ${latest}, 7 days before check-in.`}
        />
        <OwnerDialogActions
          error={error}
          keepLabel="Keep date"
          confirm={<ConfirmButton busy={busy !== null} label="Extend due date" />}
        />
      </form>
    </OwnerDialog>
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
