import { Badge } from "@/components/ui/badge";
import { Field } from "@/components/ui/field";
import { formatInstant } from "@/lib/dates";
import type { CalendarFeed } from "../feeds";
import { OwnerConflictList } from "./owner-conflict-list";
import { RemoveFeedButton } from "./owner-feed-actions";

/** A feed's health in two words; red when it has failed for an hour. */
export function FeedHealthBadge({ feed }: { feed: CalendarFeed }) {
  if (feed.failing) return <Badge tone="red">Failing for over an hour</Badge>;
  if (feed.lastError) return <Badge tone="orange">Last fetch failed</Badge>;
  if (!feed.lastSuccessAt) return <Badge tone="grey">Not fetched yet</Badge>;
  return <Badge tone="green">In sync</Badge>;
}

/** Each feed a home reads: its health in plain words, its conflicts, and its own address. */
export function OwnerFeedList({ feeds }: { feeds: CalendarFeed[] }) {
  if (feeds.length === 0) {
    return (
      <p className="text-sm text-stone-700">
        This home reads no other calendars yet. Add the calendar address each channel gives you.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {feeds.map((feed) => (
        <li
          key={feed.id}
          aria-label={feed.label}
          className={`flex flex-col gap-3 rounded-xl border bg-white p-4 ${feed.failing ? "border-red-300" : "border-stone-200"}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-semibold break-words text-forest-900">
              {feed.label} <FeedHealthBadge feed={feed} />
            </h3>
            <RemoveFeedButton feedId={feed.id} label={feed.label} />
          </div>
          <p className="font-mono text-xs break-all text-stone-700">{feed.url}</p>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-stone-700">Last successful fetch</dt>
            <dd>{feed.lastSuccessAt ? formatInstant(feed.lastSuccessAt) : "Never"}</dd>
            <dt className="text-stone-700">Events</dt>
            <dd>{feed.eventCount}</dd>
            {feed.lastError ? (
              <>
                <dt className="text-stone-700">Last error</dt>
                <dd className="text-red-800">{feed.lastError}</dd>
              </>
            ) : null}
          </dl>
          {feed.conflicts.length > 0 ? <OwnerConflictList conflicts={feed.conflicts} /> : null}
          <Field
            label={`Address for ${feed.label}`}
            readOnly
            value={feed.exportAddress}
            description={`Give ${feed.label} this address instead of the home's: it leaves out ${feed.label}'s own stays.`}
            controlClassName="font-mono"
          />
        </li>
      ))}
    </ul>
  );
}
