"use client";

import { CalendarPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { focusAfterRender, messagesByPath, ownerChange } from "@/features/owner";
import { ConfirmButton, OwnerDialog, OwnerDialogActions } from "@/features/owner/components";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { addDays, type CalendarDate } from "@/lib/dates";
import type { OwnerGiftVoucher } from "@/features/gift-vouchers";
import { dayInWords } from "./gift-voucher-words";

/*
 * 'Extend': a later last day for a sold voucher, over the owner API. The server checks the day;
 * its message shows under the field, or under the form when about no field.
 */

const answered = responseSchema((value): value is unknown => typeof value === "object");
const FAILED = "That did not work. Please try again.";

/** The day the field offers first: three months on from the later of today and the last day. */
function suggestedDay(expiresOn: CalendarDate, today: CalendarDate, latest: CalendarDate) {
  const suggested = addDays(expiresOn > today ? expiresOn : today, 91);
  return suggested > latest ? latest : suggested;
}

export function ExtendGiftVoucherDialog({
  voucher,
  today,
  latest,
}: {
  voucher: Pick<OwnerGiftVoucher, "id" | "code" | "expiresOn">;
  today: CalendarDate;
  /** The latest last day the API takes. */
  latest: CalendarDate;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setError(null);
    setFieldError(undefined);
  }

  async function extend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Read now: React lets go of the event's target once this handler yields.
    const form = event.currentTarget;
    const expiresOn = String(new FormData(form).get("expiresOn") ?? "");
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      await ownerChange(`/api/owner/gift-vouchers/${voucher.id}/extend`, answered, { expiresOn });
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        const message = messagesByPath(failure.details).expiresOn;
        setFieldError(message);
        setError(message ? null : failure.message);
        if (message) focusAfterRender(form, "expiresOn");
      } else {
        setError(FAILED);
      }
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  // After the current last day, and not in the past: an expired voucher may be extended from today.
  const earliest = voucher.expiresOn >= today ? addDays(voucher.expiresOn, 1) : today;
  return (
    <OwnerDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <CalendarPlus aria-hidden="true" />
          Extend<span className="sr-only"> {voucher.code}</span>
        </Button>
      }
      title={`Extend ${voucher.code}`}
      description="The voucher can be spent until its new last day. Its buyer is not e-mailed: tell them yourself if they should know."
    >
      <form onSubmit={(event) => void extend(event)} className="flex flex-col gap-5" noValidate>
        <Field
          label="New last day"
          name="expiresOn"
          type="date"
          required
          min={earliest}
          max={latest}
          defaultValue={suggestedDay(voucher.expiresOn, today, latest)}
          description={`Now ${dayInWords(voucher.expiresOn)}; at the latest ${dayInWords(latest)}.`}
          error={fieldError}
        />
        <OwnerDialogActions
          error={error}
          keepLabel="Close"
          confirm={<ConfirmButton busy={busy} label="Extend voucher" destructive={false} />}
        />
      </form>
    </OwnerDialog>
  );
}
