import Link from "next/link";
import { formatInstant } from "@/lib/dates";
import type { CalendarFeed } from "../feeds";
import { FeedHealthBadge } from "./owner-feed-list";

/** Every feed the homes read, a row each: is it read, how many events, and what went wrong. */
export function OwnerFeedHealthTable({ feeds }: { feeds: CalendarFeed[] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Channel calendars" tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-stone-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Home
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Channel
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Health
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Last successful fetch
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Events
            </th>
            <th scope="col" className="py-2 font-semibold">
              Last error
            </th>
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => (
            <tr
              key={feed.id}
              className={`border-b border-stone-100 align-top ${feed.failing ? "bg-red-50" : ""}`}
            >
              <td className="py-2 pr-3">
                <Link
                  href={`/owner/homes/${feed.homeId}`}
                  className="font-medium text-forest-800 underline underline-offset-4"
                >
                  {feed.homeName}
                </Link>
              </td>
              <td className="py-2 pr-3 break-words">{feed.label}</td>
              <td className="py-2 pr-3">
                <FeedHealthBadge feed={feed} />
              </td>
              <td className="py-2 pr-3">
                {feed.lastSuccessAt ? formatInstant(feed.lastSuccessAt) : "Never"}
              </td>
              <td className="py-2 pr-3">{feed.eventCount}</td>
              <td className={`py-2 ${feed.lastError ? "text-red-800" : "text-stone-700"}`}>
                {feed.lastError ?? "None"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
