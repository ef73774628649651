import { useTranslations } from "next-intl";
import { usePageLocale } from "@/i18n/use-page-locale";
import type { Locale } from "@/i18n/locales";
import type { Amenity, PropertyFeature } from "../../schemas";
import { FeatureGrid } from "./feature-grid";
import { LoadFailure, SectionHeading } from "./section-heading";

interface AmenitiesTabProps {
  /** null when the amenities could not be loaded. */
  amenities: { amenity: Amenity }[] | null;
  /** null when the features could not be loaded. */
  features: PropertyFeature[] | null;
}

function groupByCategory(amenities: Amenity[], locale: Locale): [string, Amenity[]][] {
  const groups = new Map<string, Amenity[]>();
  for (const amenity of amenities) {
    const group = groups.get(amenity.category);
    if (group) group.push(amenity);
    else groups.set(amenity.category, [amenity]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, locale));
}

export function AmenitiesTab({ amenities, features }: AmenitiesTabProps) {
  const t = useTranslations("property.amenities");
  const locale = usePageLocale();
  if (amenities === null || features === null) {
    return <LoadFailure>{t("loadFailed")}</LoadFailure>;
  }
  if (amenities.length === 0 && features.length === 0) {
    return <p className="text-stone-600">{t("none")}</p>;
  }
  const groups = groupByCategory(
    amenities.map(({ amenity }) => amenity),
    locale,
  );
  return (
    <div className="flex flex-col gap-10">
      {features.length > 0 ? (
        <section aria-labelledby="all-features-heading">
          <SectionHeading id="all-features-heading">{t("keyFeatures")}</SectionHeading>
          <div className="mt-4">
            <FeatureGrid items={features.map(({ feature }) => feature)} />
          </div>
        </section>
      ) : null}
      {groups.length > 0 ? (
        <section aria-labelledby="amenities-heading">
          <SectionHeading id="amenities-heading">{t("heading")}</SectionHeading>
          <div className="mt-4 grid gap-8 sm:grid-cols-2">
            {groups.map(([category, items]) => (
              <div key={category}>
                <SectionHeading level={3}>{category}</SectionHeading>
                <div className="mt-3">
                  <FeatureGrid items={items} columns={1} />
                </div>
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
