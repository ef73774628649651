import { Bath } from "@/components/icons/bath";
import { BedDouble } from "@/components/icons/bed-double";
import { MapPin } from "@/components/icons/map-pin";
import { Ruler } from "@/components/icons/ruler";
import { Star } from "@/components/icons/star";
import { Users } from "@/components/icons/users";
import type { IconComponent } from "@/components/icons/svg";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Property } from "../../schemas";

type HeadlineProperty = Pick<
  Property,
  | "name"
  | "type"
  | "location"
  | "bedrooms"
  | "bathrooms"
  | "maxGuests"
  | "area"
  | "rating"
  | "registrationNumber"
>;

interface Fact {
  icon: IconComponent;
  label: string;
}

type Translate = ReturnType<typeof useTranslations<"property.headline">>;

function factsOf(property: HeadlineProperty, t: Translate): Fact[] {
  const facts: Fact[] = [];
  if (property.bedrooms > 0) {
    facts.push({ icon: BedDouble, label: t("bedrooms", { count: property.bedrooms }) });
  }
  if (property.bathrooms > 0) {
    facts.push({ icon: Bath, label: t("bathrooms", { count: property.bathrooms }) });
  }
  facts.push({ icon: Users, label: t("guests", { count: property.maxGuests }) });
  if (property.area > 0)
    facts.push({ icon: Ruler, label: t("area", { area: String(property.area) }) });
  return facts;
}

export function RatingSummary({ rating }: { rating: Property["rating"] }) {
  const t = useTranslations("property.headline");
  const format = useFormatter();
  if (rating.average === null || rating.count === 0) {
    return <Badge tone="bark">{t("new")}</Badge>;
  }
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{t("rated")}</span>
      <span className="font-semibold text-stone-900">
        {format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      <span className="sr-only">{t("outOfFive")}</span>
      <span className="text-stone-600">({t("reviews", { count: rating.count })})</span>
    </p>
  );
}

export function PropertyHeadline({ property }: { property: HeadlineProperty }) {
  const t = useTranslations("property");
  const facts = useTranslations("property.headline");
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="forest">{t(`types.${property.type || "Villa"}`)}</Badge>
        <RatingSummary rating={property.rating} />
      </div>
      <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight text-forest-950 sm:text-4xl">
        {property.name}
      </h1>
      <p className="flex items-center gap-1.5 text-stone-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-bark-700" />
        {property.location || t("noLocation")}
      </p>
      {property.registrationNumber ? (
        // The EU's short-term rental rules want it wherever the home is offered.
        <p className="text-sm text-stone-600">
          {t("registrationNumber", { number: property.registrationNumber })}
        </p>
      ) : null}
      <ul aria-label={facts("facts")} className="mt-1 flex flex-wrap gap-2">
        {factsOf(property, facts).map(({ icon: Icon, label }) => (
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
