import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { OwnerCalendarSync } from "@/features/channel-sync/components";
import { calendarAddress, calendarTokenOf, listFeeds } from "@/features/channel-sync/server";
import { propertyIdSchema } from "@/features/properties";
import { HomeActiveToggle, HomeForm, OwnerExtras } from "@/features/properties/components";
import { getOwnerCatalogue, getOwnerHome, listExtras } from "@/features/properties/server";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http";

export const metadata = { title: "Home" };

export default async function OwnerHomePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!propertyIdSchema.safeParse(id).success) notFound();
  const unknownHome = (error: unknown): never => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  };
  const [home, catalogue, calendarToken, feeds, extras] = await Promise.all([
    getOwnerHome(id).catch(unknownHome),
    getOwnerCatalogue(),
    calendarTokenOf(id),
    listFeeds(id),
    listExtras(id).catch(unknownHome),
  ]);
  const { isActive, ...values } = home;
  return (
    <div className="flex flex-col gap-6">
      <Link href="/owner/homes" className="text-sm text-forest-800 underline underline-offset-4">
        All homes
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-semibold tracking-tight break-words text-forest-900">
          {home.name}
        </h1>
        {isActive ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link href={`/owner/homes/${id}/photos`} className={buttonVariants({ variant: "outline" })}>
          Photos
        </Link>
        <Link
          href={`/owner/homes/${id}/calendar`}
          className={buttonVariants({ variant: "outline" })}
        >
          Calendar
        </Link>
        <Link
          href={`/owner/homes/${id}/seasons`}
          className={buttonVariants({ variant: "outline" })}
        >
          Seasons
        </Link>
        <a href="#extras" className={buttonVariants({ variant: "outline" })}>
          Extras
        </a>
        {isActive ? (
          <Link href={`/properties/${id}`} className={buttonVariants({ variant: "outline" })}>
            Public page
          </Link>
        ) : null}
        <HomeActiveToggle homeId={id} isActive={isActive} />
      </div>
      {calendarToken ? (
        <OwnerCalendarSync homeId={id} address={calendarAddress(calendarToken)} feeds={feeds} />
      ) : null}
      <OwnerExtras homeId={id} extras={extras} />
      <HomeForm
        key={id}
        homeId={id}
        values={values}
        catalogue={catalogue}
        tileUrl={getConfig().MAP_TILE_URL}
      />
    </div>
  );
}
