import type { Amenity, PropertyFeature } from "../../schemas";
import { FeatureGrid } from "./feature-grid";
import { LoadFailure, SectionHeading } from "./section-heading";

interface AmenitiesTabProps {
  /** null when the amenities could not be loaded. */
  amenities: { amenity: Amenity }[] | null;
  /** null when the features could not be loaded. */
  features: PropertyFeature[] | null;
}

function groupByCategory(amenities: Amenity[]): [string, Amenity[]][] {
  const groups = new Map<string, Amenity[]>();
  for (const amenity of amenities) {
    const group = groups.get(amenity.category);
    if (group) group.push(amenity);
    else groups.set(amenity.category, [amenity]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, "en"));
}

export function AmenitiesTab({ amenities, features }: AmenitiesTabProps) {
  if (amenities === null || features === null) {
    return <LoadFailure>Failed to load amenities. Please try again later.</LoadFailure>;
  }
  if (amenities.length === 0 && features.length === 0) {
    return <p className="text-stone-600">No amenities or features listed for this property.</p>;
  }
  const groups = groupByCategory(amenities.map(({ amenity }) => amenity));
  return (
    <div className="flex flex-col gap-10">
      {features.length > 0 ? (
        <section aria-labelledby="all-features-heading">
          <SectionHeading id="all-features-heading">Key Features</SectionHeading>
          <div className="mt-4">
            <FeatureGrid items={features.map(({ feature }) => feature)} />
          </div>
        </section>
      ) : null}
      {groups.length > 0 ? (
        <section aria-labelledby="amenities-heading">
          <SectionHeading id="amenities-heading">Amenities</SectionHeading>
          <div className="mt-4 grid gap-8 sm:grid-cols-2">
            {groups.map(([category, items]) => (
              <div key={category}>
                <SectionHeading level={3} className="text-base">
                  {category}
                </SectionHeading>
                <div className="mt-3">
                  <FeatureGrid items={items} className="sm:grid-cols-1" />
                </div>
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
