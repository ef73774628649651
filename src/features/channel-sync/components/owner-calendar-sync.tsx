import type { CalendarFeed } from "../feeds";
import { CalendarAddress } from "./calendar-address";
import { AddFeedDialog, SyncNowButton } from "./owner-feed-actions";
import { OwnerFeedList } from "./owner-feed-list";

/**
 * A home's calendar shared with other channels: the address they read, and the channels'
 * calendars this home reads, with their health and conflicts.
 */
export function OwnerCalendarSync({
  homeId,
  address,
  feeds,
}: {
  homeId: string;
  address: string;
  feeds: CalendarFeed[];
}) {
  return (
    <section aria-labelledby="calendar-sync-heading" className="flex flex-col gap-4">
      <h2 id="calendar-sync-heading" className="font-serif text-xl font-semibold text-forest-900">
        Calendar sync
      </h2>
      <CalendarAddress homeId={homeId} address={address} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-stone-700">
          Other channels&rsquo; calendars: their stays hold the nights here. Each is fetched every
          few minutes; a stay on nights already held here is a conflict, shown in red and e-mailed
          to you.
        </p>
        <div className="flex flex-wrap items-start gap-2">
          {feeds.length > 0 ? <SyncNowButton homeId={homeId} /> : null}
          <AddFeedDialog homeId={homeId} />
        </div>
      </div>
      <OwnerFeedList feeds={feeds} />
    </section>
  );
}
