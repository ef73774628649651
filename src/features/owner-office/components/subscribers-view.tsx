import { Download } from "@/components/icons/download";
import { buttonVariants } from "@/components/ui/button";
import type { z } from "zod";
import type { subscriberPageSchema } from "../schemas";
import { formatInstant } from "@/lib/dates";
import { OffsetPager } from "./pager";

type SubscriberPage = z.output<typeof subscriberPageSchema>;

/** The newsletter's subscribers and the CSV download of all of them. */
export function SubscribersView({ page }: { page: SubscriberPage }) {
  const { subscribers, total, limit, offset } = page;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-stone-700">
          {total === 0
            ? "Nobody has subscribed yet. An address appears here once its owner confirms it."
            : `${total} confirmed ${total === 1 ? "subscriber" : "subscribers"}`}
        </p>
        {/* A plain link: the browser downloads the file with the session's cookie. */}
        <a
          href="/api/owner/subscribers.csv"
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </div>
      {subscribers.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscribers, earliest first</caption>
            <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  E-mail address
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Subscribed since
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.email} className="border-b border-stone-100 last:border-0">
                  <td className="px-3 py-2 break-all">{subscriber.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatInstant(subscriber.confirmedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <OffsetPager
        path="/owner/subscribers"
        total={total}
        limit={limit}
        offset={offset}
        shown={subscribers.length}
      />
    </div>
  );
}
