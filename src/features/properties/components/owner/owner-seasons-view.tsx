import Link from "next/link";
import { formatShortDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { Season } from "../../owner-season-schemas";
import type { PriceYear } from "../../season-calendar";
import { CopySeasonDialog, RemoveSeasonButton, SeasonDialog } from "./season-dialogs";
import { SeasonPriceCalendar } from "./season-price-calendar";

/*
 * A home's seasons in the back office (issue 19): the list with its changes, and the year as a
 * price calendar. Dates read as the home's calendar writes them, 'to' being the first day after.
 */

const dates = (season: Season) =>
  `${formatShortDate(season.from)} to ${formatShortDate(season.to)}`;

const price = (euros: number | null) => (euros === null ? "—" : formatEuros(euros));

export function OwnerSeasonsView({
  home,
  seasons,
  otherHomes,
  years,
  calendar,
}: {
  home: { id: string; name: string; pricePerNight: number };
  seasons: Season[];
  otherHomes: { id: string; name: string }[];
  years: [number, number];
  calendar: PriceYear;
}) {
  const cell = "px-3 py-2 text-left align-middle";
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link
          href={`/owner/homes/${home.id}`}
          className="text-sm font-medium text-forest-800 underline underline-offset-4"
        >
          Back to the home
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold text-forest-950">
          Seasons of {home.name}
        </h1>
        <p className="text-sm text-stone-700">
          A night in a season costs the season&rsquo;s price, or its fixed price when the stay is
          exactly one weekend, midweek or week inside it; other nights cost the home&rsquo;s own{" "}
          {formatEuros(home.pricePerNight)}. Bookings keep the prices they were made with.
        </p>
      </div>
      <section aria-labelledby="season-list" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="season-list" className="font-serif text-xl font-semibold text-forest-950">
            Seasons
          </h2>
          <SeasonDialog homeId={home.id} />
        </div>
        {seasons.length === 0 ? (
          <p className="text-sm text-stone-700">
            No seasons yet: every night costs {formatEuros(home.pricePerNight)}.
          </p>
        ) : (
          <div
            className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
            role="region"
            aria-label={`Seasons of ${home.name}, a row each`}
            tabIndex={0}
          >
            <table className="w-full min-w-[48rem] border-collapse text-sm">
              <thead className="border-b border-stone-200 text-xs text-stone-700">
                <tr>
                  <th scope="col" className={cell}>
                    Season
                  </th>
                  <th scope="col" className={cell}>
                    Dates
                  </th>
                  <th scope="col" className={cell}>
                    Per night
                  </th>
                  <th scope="col" className={cell}>
                    Weekend
                  </th>
                  <th scope="col" className={cell}>
                    Midweek
                  </th>
                  <th scope="col" className={cell}>
                    Week
                  </th>
                  <th scope="col" className={cell}>
                    Minimum stay
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Changes</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {seasons.map((season) => (
                  <tr key={season.id}>
                    <th scope="row" className={`${cell} font-medium text-stone-900`}>
                      {season.name}
                    </th>
                    <td className={cell}>{dates(season)}</td>
                    <td className={cell}>{formatEuros(season.pricePerNight)}</td>
                    <td className={cell}>{price(season.weekendPrice)}</td>
                    <td className={cell}>{price(season.midweekPrice)}</td>
                    <td className={cell}>{price(season.weekPrice)}</td>
                    <td className={cell}>
                      {season.minStay === null
                        ? "—"
                        : `${season.minStay} ${season.minStay === 1 ? "night" : "nights"}`}
                    </td>
                    <td className={cell}>
                      <div className="flex flex-wrap justify-end gap-2">
                        <SeasonDialog homeId={home.id} season={season} />
                        <CopySeasonDialog season={season} otherHomes={otherHomes} />
                        <RemoveSeasonButton season={season} dates={dates(season)} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <SeasonPriceCalendar
        homeId={home.id}
        calendar={calendar}
        years={years}
        basePrice={home.pricePerNight}
      />
    </div>
  );
}
