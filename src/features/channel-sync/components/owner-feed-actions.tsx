"use client";

import { CalendarPlus, RefreshCw, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import {
  ConfirmButton,
  ConfirmChange,
  OwnerChangeButton,
  OwnerDialog,
  OwnerDialogActions,
  useOwnerChange,
} from "@/features/owner";
import { MAX_FEED_LABEL_LENGTH, MAX_FEED_URL_LENGTH } from "../feeds";

/** 'Add feed': another channel's calendar address for this home, fetched at once. */
export function AddFeedDialog({ homeId }: { homeId: string }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const label = String(form.get("label") ?? "");
    const url = String(form.get("url") ?? "");
    if (await run("add", `/api/owner/homes/${homeId}/feeds`, { label, url })) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button">
          <CalendarPlus aria-hidden="true" />
          Add feed
        </Button>
      }
      title="Add feed"
      description="The calendar address (iCal, .ics) that Airbnb, Booking.com or Vrbo gives for this home. Its stays hold their nights here, so no guest books them."
    >
      <form onSubmit={(event) => void add(event)} className="flex flex-col gap-5">
        <Field
          label="Label"
          name="label"
          required
          maxLength={MAX_FEED_LABEL_LENGTH}
          description="Airbnb, Booking.com, Vrbo, ..."
        />
        <Field
          label="Feed URL"
          name="url"
          type="url"
          required
          maxLength={MAX_FEED_URL_LENGTH}
          placeholder="https://"
        />
        <OwnerDialogActions
          error={error}
          keepLabel="Close"
          confirm={<ConfirmButton busy={busy !== null} label="Add feed" destructive={false} />}
        />
      </form>
    </OwnerDialog>
  );
}

/** 'Sync now': fetches every feed of the home at once. */
export function SyncNowButton({ homeId }: { homeId: string }) {
  return (
    <OwnerChangeButton
      path={`/api/owner/homes/${homeId}/feeds/sync`}
      icon={<RefreshCw aria-hidden="true" />}
      label="Sync now"
    />
  );
}

/** 'Remove feed', confirmed: the nights its stays held are free at once. */
export function RemoveFeedButton({ feedId, label }: { feedId: string; label: string }) {
  return (
    <ConfirmChange
      path={`/api/owner/feeds/${feedId}/remove`}
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`Remove feed: ${label}`}>
          <Trash2 aria-hidden="true" />
          Remove feed
        </Button>
      }
      title={`Stop reading ${label}?`}
      description={`The nights ${label}'s stays hold here become free for guests at once.`}
      keepLabel="Keep feed"
      confirmLabel="Remove feed"
    />
  );
}
