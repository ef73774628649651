import { Bath, BedDouble, MapPin, Ruler, Star, Users, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Property } from "../../schemas";
import { pluralize } from "@/lib/text";

type HeadlineProperty = Pick<
  Property,
  "name" | "type" | "location" | "bedrooms" | "bathrooms" | "maxGuests" | "area" | "rating"
>;

interface Fact {
  icon: LucideIcon;
  label: string;
}

function factsOf(property: HeadlineProperty): Fact[] {
  const facts: Fact[] = [];
  if (property.bedrooms > 0) {
    facts.push({ icon: BedDouble, label: pluralize(property.bedrooms, "bedroom") });
  }
  if (property.bathrooms > 0) {
    facts.push({ icon: Bath, label: pluralize(property.bathrooms, "bathroom") });
  }
  facts.push({ icon: Users, label: pluralize(property.maxGuests, "guest") });
  if (property.area > 0) facts.push({ icon: Ruler, label: `${property.area} m²` });
  return facts;
}

export function RatingSummary({ rating }: { rating: Property["rating"] }) {
  if (rating.average === null || rating.count === 0) {
    return <Badge className="bg-bark-200 text-bark-700">New</Badge>;
  }
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">Rated</span>
      <span className="font-semibold text-stone-900">{rating.average.toFixed(1)}</span>
      <span className="sr-only">out of 5,</span>
      <span className="text-stone-600">({pluralize(rating.count, "review")})</span>
    </p>
  );
}

export function PropertyHeadline({ property }: { property: HeadlineProperty }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="forest">{property.type || "Villa"}</Badge>
        <RatingSummary rating={property.rating} />
      </div>
      <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight text-forest-950 sm:text-4xl">
        {property.name}
      </h1>
      <p className="flex items-center gap-1.5 text-stone-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-bark-700" />
        {property.location || "Location not available"}
      </p>
      <ul aria-label="Property facts" className="mt-1 flex flex-wrap gap-2">
        {factsOf(property).map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="inline-flex items-center gap-1.5 rounded-full border border-bark-200 bg-white px-3 py-1 text-sm text-stone-800"
          >
            <Icon aria-hidden="true" className="size-4 text-forest-700" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
