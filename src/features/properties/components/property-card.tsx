import { BedDouble } from "@/components/icons/bed-double";
import { ImageOff } from "@/components/icons/image-off";
import { MapPin } from "@/components/icons/map-pin";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import { usePageLocale } from "@/i18n/use-page-locale";
import { cn } from "@/lib/cn";
import { formatEuros } from "@/lib/money";
import { coverImageOf } from "../image-loader";
import type { Property } from "../schemas";
import { Photo } from "./photo";

/** The grid is at most three columns inside a 72rem container. */
const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 384px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export function PropertyCard({
  property,
  headingLevel: Heading = "h3",
  eager = false,
  children,
}: {
  property: Property;
  headingLevel?: "h2" | "h3";
  /** For cards in the first screenful: the largest image there must not wait for lazy loading. */
  eager?: boolean;
  /** Shown at the card's foot, above the link that covers the card (the home's free stays). */
  children?: ReactNode;
}) {
  const t = useTranslations("catalogue.card");
  const types = useTranslations("property.types");
  const locale = usePageLocale();
  const cover = coverImageOf(property);
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow",
        "hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-forest-600",
      )}
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        {cover ? (
          <Photo
            imageId={cover.id}
            alt={cover.description?.trim() || property.name}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
            className="object-cover transition-transform duration-500 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-stone-600">
            <ImageOff aria-hidden="true" className="size-8" />
            <p className="text-sm">{t("noImage")}</p>
          </div>
        )}
        <Badge tone="photo" className="absolute top-3 left-3">
          {types(property.type)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg leading-snug font-semibold text-stone-900">
          {/* The link's box covers the whole card, so the card is one link with the name as its label. */}
          <Link
            href={`/properties/${property.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {property.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-forest-600" />
          {property.location.trim() || t("noLocation")}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-stone-100 pt-3">
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <BedDouble aria-hidden="true" className="size-4 shrink-0 text-forest-600" />
            {t("beds", { count: property.maxGuests })}
          </p>
          <p className="text-sm text-stone-700">
            {t.rich("perNight", {
              price: formatEuros(property.pricePerNight, locale),
              amount: (chunks) => (
                <span className="text-base font-semibold text-stone-900">{chunks}</span>
              ),
            })}
          </p>
        </div>
        {children}
      </div>
    </article>
  );
}
