"use client";

import { CalendarX2, Loader2, Trash2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Field, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { useOwnerChange } from "@/features/owner";
import { MAX_BLOCK_NOTE_LENGTH } from "../owner-blocks";

function OwnerDialog({
  open,
  onOpenChange,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-stone-200 bg-white shadow-xl focus:outline-none">
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'Block dates': holds [From, To) of the home for maintenance or own use. */
export function BlockDatesDialog({ homeId, today }: { homeId: string; today: string }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();
  const [toError, setToError] = useState<string | null>(null);

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
    }
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button">
          <CalendarX2 aria-hidden="true" />
          Block dates
        </Button>
      }
    >
      <form onSubmit={(event) => void block(event)} className="flex flex-col gap-5 p-6">
        <div className="flex flex-col gap-1">
          <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
            Block dates
          </Dialog.Title>
          <Dialog.Description className="text-sm text-stone-600">
            Guests cannot book the blocked nights. &lsquo;To&rsquo; is the first free day, like a
            check-out.
          </Dialog.Description>
        </div>
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
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </Dialog.Close>
          <Button type="submit" aria-disabled={busy ? true : undefined}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Block
          </Button>
        </div>
      </form>
    </OwnerDialog>
  );
}

/** 'Remove block', confirmed in a dialog: the nights are free for guests at once. */
export function RemoveBlockButton({ blockId, dates }: { blockId: string; dates: string }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function remove() {
    if (await run("remove", `/api/owner/blocks/${blockId}/remove`)) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove block
        </Button>
      }
    >
      <div className="flex flex-col gap-5 p-6">
        <div className="flex flex-col gap-1">
          <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
            Remove this block?
          </Dialog.Title>
          <Dialog.Description className="text-sm text-stone-600">
            {dates} become free for guests to book at once.
          </Dialog.Description>
        </div>
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              Keep block
            </Button>
          </Dialog.Close>
          <Button
            type="button"
            variant="destructive"
            aria-disabled={busy ? true : undefined}
            onClick={() => void remove()}
          >
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Remove block
          </Button>
        </div>
      </div>
    </OwnerDialog>
  );
}
