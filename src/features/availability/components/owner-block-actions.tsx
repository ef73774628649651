"use client";

import { CalendarX2 } from "@/components/icons/calendar-x-2";
import { Trash2 } from "@/components/icons/trash-2";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextareaField } from "@/components/ui/field";
import { useOwnerChange } from "@/features/owner";
import {
  ConfirmButton,
  ConfirmChange,
  OwnerDialog,
  OwnerDialogActions,
} from "@/features/owner/components";
import { formatShortDate } from "@/lib/dates";
import { MAX_BLOCK_NOTE_LENGTH } from "../owner-blocks";

/** 'Block dates': holds [From, To) of the home for maintenance or own use. */
export function BlockDatesDialog({ homeId, today }: { homeId: string; today: string }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();
  const [toError, setToError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<{ from: string; to: string } | null>(null);
  const router = useRouter();

  async function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get("from") ?? "");
    const to = String(form.get("to") ?? "");
    // The API says the same; saying it here spares a round trip for the common slip.
    if (from && to && to <= from) {
      setToError("'To' must be after 'From'");
      return;
    }
    setToError(null);
    const note = String(form.get("note") ?? "");
    if (await run("block", `/api/owner/homes/${homeId}/blocks`, { from, to, note })) {
      setOpen(false);
      // The result where the owner looks: the month the block starts in, and a line saying it.
      setBlocked({ from, to });
      router.push(`/owner/homes/${homeId}/calendar?month=${from.slice(0, 7)}`);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      {blocked ? (
        <p role="status" className="text-sm font-medium text-forest-800">
          Blocked {formatShortDate(blocked.from)} to {formatShortDate(blocked.to)}.
        </p>
      ) : null}
      <OwnerDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="button">
            <CalendarX2 aria-hidden="true" />
            Block dates
          </Button>
        }
        title="Block dates"
        description={
          <>
            Guests cannot book the blocked nights. &lsquo;To&rsquo; is the first free day, like a
            check-out.
          </>
        }
      >
        <form onSubmit={(event) => void block(event)} className="flex flex-col gap-5">
          <Field label="From" name="from" type="date" min={today} required />
          <Field
            label="To"
            name="to"
            type="date"
            min={today}
            required
            error={toError}
            description="The first free day"
          />
          <TextareaField
            label="Note"
            name="note"
            optional
            rows={2}
            maxLength={MAX_BLOCK_NOTE_LENGTH}
            description="Maintenance, own use: only you see it"
          />
          <OwnerDialogActions
            error={error}
            keepLabel="Close"
            confirm={<ConfirmButton busy={busy !== null} label="Block" destructive={false} />}
          />
        </form>
      </OwnerDialog>
    </div>
  );
}

/** 'Remove block', confirmed in a dialog: the nights are free for guests at once. */
export function RemoveBlockButton({ blockId, dates }: { blockId: string; dates: string }) {
  return (
    <ConfirmChange
      path={`/api/owner/blocks/${blockId}/remove`}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove block
        </Button>
      }
      title="Remove this block?"
      description={`${dates} become free for guests to book at once.`}
      keepLabel="Keep block"
      confirmLabel="Remove block"
    />
  );
}
