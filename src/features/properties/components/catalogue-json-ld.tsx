import { useTranslations } from "next-intl";
import { JsonLd, type JsonLdData } from "@/components/json-ld";
import type { Locale } from "@/i18n/locales";
import { usePageLocale } from "@/i18n/use-page-locale";
import { localizedPath } from "@/i18n/locales";
import { site } from "@/lib/site";
import type { Property } from "../schemas";

/** site.ts keeps "6940 Durbuy" as one line for display; schema.org wants the parts. */
function postalAddress(): JsonLdData {
  const [, postalCode, locality] = /^(\d{4})\s+(.+)$/.exec(site.address.city) ?? [];
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    ...(postalCode ? { postalCode } : {}),
    addressLocality: locality ?? site.address.city,
    addressCountry: site.countryCode,
  };
}

/**
 * The business behind the site, as search engines describe it next to its listings; the
 * description in the page's language.
 */
export function lodgingBusinessJsonLd(baseUrl: string, description: string): JsonLdData {
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": `${baseUrl}/#business`,
    name: site.name,
    description,
    url: baseUrl,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    foundingDate: String(site.since),
  };
}

/** The listed homes in the order the page shows them, each at its address in the page's language. */
export function propertyItemListJsonLd(
  properties: Pick<Property, "id" | "name">[],
  baseUrl: string,
  { name, locale }: { name: string; locale: Locale },
): JsonLdData {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: properties.length,
    itemListElement: properties.map((property, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${baseUrl}${localizedPath(`/properties/${property.id}`, locale)}`,
      name: property.name,
    })),
  };
}

export function CatalogueJsonLd({
  properties,
  baseUrl,
}: {
  /** The homes of the list; null or empty when the list shows an error or nothing. */
  properties: Pick<Property, "id" | "name">[] | null;
  baseUrl: string;
}) {
  const t = useTranslations("catalogue.jsonLd");
  const locale = usePageLocale();
  return (
    <>
      <JsonLd data={lodgingBusinessJsonLd(baseUrl, t("business"))} />
      {properties && properties.length > 0 ? (
        <JsonLd data={propertyItemListJsonLd(properties, baseUrl, { name: t("list"), locale })} />
      ) : null}
    </>
  );
}
