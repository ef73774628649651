import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatEuros } from "@/lib/money";
import type { OwnerHomeRow } from "../../owner-home-schemas";

function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>;
}

const photos = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

/** Every home, active or not: a table on wide screens, cards on a phone. */
export function OwnerHomesList({ homes }: { homes: OwnerHomeRow[] }) {
  if (homes.length === 0) {
    return <p className="text-stone-700">No homes yet. Add the first one.</p>;
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Homes</caption>
          <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Home
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Type
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Location
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Guests
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Per night
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Photos
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {homes.map((home) => (
              <tr key={home.id} className="border-b border-stone-100 last:border-0">
                <td className="px-3 py-2">
                  <Link
                    href={`/owner/homes/${home.id}`}
                    className="font-medium text-forest-800 underline underline-offset-4"
                  >
                    {home.name}
                  </Link>
                </td>
                <td className="px-3 py-2">{home.type}</td>
                <td className="px-3 py-2">{home.location}</td>
                <td className="px-3 py-2 text-right">{home.maxGuests}</td>
                <td className="px-3 py-2 text-right">{formatEuros(home.pricePerNight)}</td>
                <td className="px-3 py-2">{photos(home.photoCount)}</td>
                <td className="px-3 py-2">
                  <ActiveBadge isActive={home.isActive} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {homes.map((home) => (
          <li key={home.id}>
            <Card className="flex flex-col gap-2 p-4 text-sm">
              <div className="flex items-start justify-between gap-3">
                <Link
                  href={`/owner/homes/${home.id}`}
                  className="font-medium text-forest-800 underline underline-offset-4"
                >
                  {home.name}
                </Link>
                <ActiveBadge isActive={home.isActive} />
              </div>
              <p className="text-stone-700">
                {home.type} · {home.location} · up to {home.maxGuests} guests
              </p>
              <p className="text-stone-700">
                {formatEuros(home.pricePerNight)} a night · {photos(home.photoCount)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
