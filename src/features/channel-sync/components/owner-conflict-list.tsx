import Link from "next/link";
import { formatShortDate } from "@/lib/dates";
import type { CalendarConflict } from "../feeds";

const dates = (from: string, to: string) => `${formatShortDate(from)} – ${formatShortDate(to)}`;

function Holder({ holder }: { holder: CalendarConflict["holder"] }) {
  const when = dates(holder.from, holder.to);
  if (holder.kind === "booking") {
    return (
      <>
        our{" "}
        <Link
          href={`/owner/bookings/${holder.bookingId}`}
          className="font-medium underline underline-offset-4"
        >
          booking {holder.bookingId.slice(0, 8)}
        </Link>{" "}
        ({when})
      </>
    );
  }
  if (holder.kind === "block") return <>your block ({when})</>;
  return (
    <>
      a stay from {holder.label} ({when}), imported first
    </>
  );
}

/**
 * Stays another channel sold on nights something else holds here, in red: the owner must cancel
 * one of the two. `showHome` names the home where several homes' conflicts are listed.
 */
export function OwnerConflictList({
  conflicts,
  showHome = false,
}: {
  conflicts: CalendarConflict[];
  showHome?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {conflicts.map((conflict) => (
        <li
          key={conflict.id}
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <span className="font-semibold">Conflict</span>
          {showHome ? (
            <>
              {" "}
              at{" "}
              <Link
                href={`/owner/homes/${conflict.homeId}`}
                className="font-medium underline underline-offset-4"
              >
                {conflict.homeName}
              </Link>
            </>
          ) : null}
          : {conflict.feedLabel} lists a stay {dates(conflict.from, conflict.to)}, but{" "}
          <Holder holder={conflict.holder} /> holds those nights here.
        </li>
      ))}
    </ul>
  );
}
