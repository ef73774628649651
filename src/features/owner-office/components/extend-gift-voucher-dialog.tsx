"use client";

import { CalendarPlus } from "@/components/icons/calendar-plus";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useOwnerForm } from "@/features/owner";
import { ConfirmButton, OwnerDialog, OwnerDialogActions } from "@/features/owner/components";
import { addDays, type CalendarDate } from "@/lib/dates";
import type { OwnerGiftVoucher } from "@/features/gift-vouchers";
import { dayInWords } from "./gift-voucher-words";

/*
 * 'Extend': a later last day for a sold voucher, over the owner API. The server checks the day;
 * its message shows under the field, or under the form when about no field.
 */

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
  const [open, setOpen] = useState(false);
  const { busy, error, fieldErrors, reset, submit } = useOwnerForm({ fields: ["expiresOn"] });

  function openChange(next: boolean) {
    setOpen(next);
    if (next) reset();
  }

  async function extend(event: FormEvent<HTMLFormElement>) {
    const path = `/api/owner/gift-vouchers/${voucher.id}/extend`;
    if (await submit(event, path, (data) => ({ expiresOn: String(data.get("expiresOn") ?? "") }))) {
      setOpen(false);
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
          error={fieldErrors.expiresOn}
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
