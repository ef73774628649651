import { ExternalLink } from "@/components/icons/external-link";
import { MapPin } from "@/components/icons/map-pin";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { DEFAULT_COORDINATES, openStreetMapUrl } from "../../texts";
import { LocationMapLoader } from "./location-map-loader";
import { SectionHeading } from "./section-heading";

interface LocationTabProps {
  propertyName: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  tileUrl: string;
}

export function LocationTab({
  propertyName,
  location,
  latitude,
  longitude,
  tileUrl,
}: LocationTabProps) {
  const t = useTranslations("property");
  const hasCoordinates = latitude !== null && longitude !== null;
  const center = hasCoordinates
    ? { latitude, longitude }
    : { latitude: DEFAULT_COORDINATES.latitude, longitude: DEFAULT_COORDINATES.longitude };
  // Without coordinates the maps service can still look the place up by name.
  const mapsUrl = hasCoordinates
    ? openStreetMapUrl(latitude, longitude)
    : location
      ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`
      : null;
  return (
    <section aria-labelledby="location-heading" className="flex flex-col gap-4">
      <SectionHeading id="location-heading">{t("location.heading")}</SectionHeading>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-stone-800">
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-bark-700" />
          {location || t("noLocation")}
        </p>
        {mapsUrl ? (
          <a
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("location.openMap")}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{t("location.newTab")}</span>
          </a>
        ) : null}
      </div>
      {hasCoordinates ? null : (
        <p className="text-sm text-stone-600">{t("location.noCoordinates")}</p>
      )}
      <LocationMapLoader
        label={
          hasCoordinates
            ? t("location.map", { name: propertyName })
            : t("location.approximateMap", { name: propertyName })
        }
        loadingText={t("location.loading")}
        attribution={t("location.attribution")}
        propertyName={propertyName}
        latitude={center.latitude}
        longitude={center.longitude}
        tileUrl={tileUrl}
      />
    </section>
  );
}
