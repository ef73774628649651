import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, SelectField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { formatShortDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { BOOKING_STATUS_LABELS } from "../booking-groups";
import type { OwnerBookingPage, OwnerBookingRow } from "../owner-bookings.server";
import { BookingStatusBadge } from "./booking-status-badge";

export interface OwnerBookingsQuery {
  status?: string | undefined;
  propertyId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The list's address with the filters kept and the page given. */
function pageHref(query: OwnerBookingsQuery, offset: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  if (offset > 0) params.set("offset", String(offset));
  const search = params.toString();
  return search ? `/owner/bookings?${search}` : "/owner/bookings";
}

const stay = (row: OwnerBookingRow) =>
  `${formatShortDate(row.startDate)} – ${formatShortDate(row.endDate)}`;

/** The filter form: a plain GET form, so it works before any script has loaded. */
function Filters({
  query,
  homes,
}: {
  query: OwnerBookingsQuery;
  homes: { id: string; name: string }[];
}) {
  return (
    <form
      method="get"
      action="/owner/bookings"
      aria-label="Filter bookings"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <SelectField label="Status" name="status" defaultValue={query.status ?? ""}>
        <option value="">Any status</option>
        {/* In the labels' order, which the owner reads by, not the database's. */}
        {Object.entries(BOOKING_STATUS_LABELS).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Home" name="propertyId" defaultValue={query.propertyId ?? ""}>
        <option value="">Every home</option>
        {homes.map((home) => (
          <option key={home.id} value={home.id}>
            {home.name}
          </option>
        ))}
      </SelectField>
      <Field label="From" name="from" type="date" defaultValue={query.from ?? ""} />
      <Field label="To" name="to" type="date" defaultValue={query.to ?? ""} />
      <div className="flex gap-2">
        <button type="submit" className={buttonVariants()}>
          Show
        </button>
        <Link href="/owner/bookings" className={buttonVariants({ variant: "ghost" })}>
          Clear
        </Link>
      </div>
    </form>
  );
}

/** Every booking, newest first: a table on wide screens, cards on a phone; a page at a time. */
export function OwnerBookingsList({
  page,
  query,
  homes,
  error,
}: {
  page: OwnerBookingPage;
  query: OwnerBookingsQuery;
  homes: { id: string; name: string }[];
  error: string | null;
}) {
  const { bookings, total, limit, offset } = page;
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + bookings.length;
  return (
    <div className="flex flex-col gap-6">
      <Filters query={query} homes={homes} />
      <FormError message={error} />
      <p role="status" className="text-sm text-stone-700">
        {total === 0 ? "No bookings match." : `Bookings ${first} to ${last} of ${total}`}
      </p>
      {bookings.length > 0 ? (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Bookings, newest first</caption>
              <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Guest
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Home
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Stay
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Guests
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Total
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Paid
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Refunded
                  </th>
                </tr>
              </thead>
              <tbody>
                {bookings.map((row) => (
                  <tr key={row.id} className="border-b border-stone-100 last:border-0">
                    <td className="px-3 py-2">
                      <Link
                        href={`/owner/bookings/${row.id}`}
                        className="font-medium text-forest-800 underline-offset-4 hover:underline"
                      >
                        {row.guestName}
                      </Link>
                      <span className="block break-all text-stone-600">{row.guestEmail}</span>
                    </td>
                    <td className="px-3 py-2">{row.propertyName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{stay(row)}</td>
                    <td className="px-3 py-2">{row.guestCount}</td>
                    <td className="px-3 py-2">
                      <BookingStatusBadge status={row.status} />
                    </td>
                    <td className="px-3 py-2 text-right">{formatEuros(row.total)}</td>
                    <td className="px-3 py-2 text-right">{formatEuros(row.amountPaid)}</td>
                    <td className="px-3 py-2 text-right">{formatEuros(row.amountRefunded)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {bookings.map((row) => (
              <li key={row.id}>
                <Card className="flex flex-col gap-2 p-4 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      href={`/owner/bookings/${row.id}`}
                      className="font-medium text-forest-800 underline underline-offset-4"
                    >
                      {row.guestName}
                    </Link>
                    <BookingStatusBadge status={row.status} />
                  </div>
                  <p className="break-all text-stone-600">{row.guestEmail}</p>
                  <p>
                    {row.propertyName} · {stay(row)} · {row.guestCount}{" "}
                    {row.guestCount === 1 ? "guest" : "guests"}
                  </p>
                  <p className="text-stone-700">
                    {formatEuros(row.total)} · paid {formatEuros(row.amountPaid)} · refunded{" "}
                    {formatEuros(row.amountRefunded)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {total > limit ? (
        <nav aria-label="Pages" className="flex justify-between gap-2">
          {offset > 0 ? (
            <Link
              href={pageHref(query, Math.max(0, offset - limit))}
              className={buttonVariants({ variant: "outline" })}
            >
              Newer
            </Link>
          ) : (
            <span />
          )}
          {last < total ? (
            <Link
              href={pageHref(query, offset + limit)}
              className={buttonVariants({ variant: "outline" })}
            >
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
