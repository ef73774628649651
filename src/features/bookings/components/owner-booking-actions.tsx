"use client";

import { Check, Loader2, RotateCw, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { ownerChange } from "@/features/owner";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { formatEuros } from "@/lib/money";

const answered = responseSchema((value): value is unknown => typeof value === "object");
const FAILED = "That did not work. Please try again.";

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : FAILED;
}

/** Runs one change at a time; the page is read again after it, whatever the answer. */
export function useOwnerChange() {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(name: string, path: string, body?: unknown): Promise<boolean> {
    if (busy) return false;
    setBusy(name);
    setError(null);
    try {
      await ownerChange(path, answered, body);
      router.refresh();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      router.refresh();
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, run };
}

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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="destructive">
          Cancel booking
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-stone-200 bg-white shadow-xl focus:outline-none">
          <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-5 p-6">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
                Cancel this booking?
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                The dates become free at once and the guest is e-mailed.
              </Dialog.Description>
            </div>
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
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Keep booking
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" aria-disabled={busy ? true : undefined}>
                {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                Cancel booking
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'Reject', confirmed in a dialog: it refunds everything paid and cannot be undone. */
function RejectBookingDialog({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function reject() {
    if (await run("reject", `/api/owner/bookings/${bookingId}/reject`)) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline">
          <X aria-hidden="true" />
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-xl border border-stone-200 bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex flex-col gap-1">
            <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
              Reject this request?
            </Dialog.Title>
            <Dialog.Description className="text-sm text-stone-600">
              The dates become free, everything paid is refunded and the guest is e-mailed.
            </Dialog.Description>
          </div>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Keep request
              </Button>
            </Dialog.Close>
            <Button
              type="button"
              variant="destructive"
              aria-disabled={busy ? true : undefined}
              onClick={() => void reject()}
            >
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              Reject and refund
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'Retry refund': asks the payment provider again for a refund it has not made. */
export function RetryRefundButton({ refundId }: { refundId: string }) {
  const { busy, error, run } = useOwnerChange();
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void run("retry", `/api/owner/refunds/${refundId}/retry`)}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <RotateCw aria-hidden="true" />
        )}
        Retry refund
      </Button>
      <FormError message={error} />
    </div>
  );
}
