"use client";

import { CalendarPlus } from "@/components/icons/calendar-plus";
import { RefreshCw } from "@/components/icons/refresh-cw";
import { Trash2 } from "@/components/icons/trash-2";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ConfirmChange, ConfirmFormChange, OwnerChangeButton } from "@/features/owner/components";
import { MAX_FEED_LABEL_LENGTH, MAX_FEED_URL_LENGTH } from "../feed-limits";

/** 'Add feed': another channel's calendar address for this home, fetched at once. */
export function AddFeedDialog({ homeId }: { homeId: string }) {
  return (
    <ConfirmFormChange
      path={`/api/owner/homes/${homeId}/feeds`}
      bodyOf={(form) => ({
        label: String(form.get("label") ?? ""),
        url: String(form.get("url") ?? ""),
      })}
      trigger={
        <Button type="button">
          <CalendarPlus aria-hidden="true" />
          Add feed
        </Button>
      }
      title="Add feed"
      description="The calendar address (iCal, .ics) that Airbnb, Booking.com or Vrbo gives for this home. Its stays hold their nights here, so no guest books them."
      keepLabel="Close"
      confirmLabel="Add feed"
      destructive={false}
    >
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
    </ConfirmFormChange>
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
