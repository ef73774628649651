import { useTranslations } from "next-intl";
import { JsonLd, type JsonLdData } from "@/components/json-ld";
import type { Locale } from "@/i18n/locales";
import { usePageLocale } from "@/i18n/use-page-locale";
import { localizedPath } from "@/i18n/locales";
import { site } from "@/lib/site";
import { propertyImageUrl } from "../../image-loader";
import type { Property } from "../../schemas";
import { seoDescriptionOf } from "../../seo";

/**
 * schema.org VacationRental at the page's address in its language; the rating is the real one
 * and only when guests reviewed.
 */
export function vacationRentalJsonLd(
  property: Property,
  baseUrl: string,
  { locale, defaultDescription }: { locale: Locale; defaultDescription: string },
): JsonLdData {
  const url = `${baseUrl}${localizedPath(`/properties/${property.id}`, locale)}`;
  const data: JsonLdData = {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    "@id": url,
    url,
    identifier: property.registrationNumber
      ? [
          property.id,
          {
            "@type": "PropertyValue",
            propertyID: "registrationNumber",
            name: "Registration number",
            value: property.registrationNumber,
          },
        ]
      : property.id,
    name: property.name,
    description: seoDescriptionOf(property, defaultDescription),
    address: {
      "@type": "PostalAddress",
      ...(property.location ? { addressLocality: property.location } : {}),
      addressCountry: site.countryCode,
    },
    checkinTime: property.checkInTime,
    checkoutTime: property.checkOutTime,
    containsPlace: {
      "@type": "Accommodation",
      additionalType: "EntirePlace",
      ...(property.bedrooms > 0 ? { numberOfBedrooms: property.bedrooms } : {}),
      ...(property.bathrooms > 0 ? { numberOfBathroomsTotal: property.bathrooms } : {}),
      numberOfRooms: Math.max(property.bedrooms, 1),
      occupancy: { "@type": "QuantitativeValue", maxValue: property.maxGuests },
      ...(property.area > 0
        ? { floorSize: { "@type": "QuantitativeValue", value: property.area, unitCode: "MTK" } }
        : {}),
    },
  };
  if (property.images.length > 0) {
    data.image = property.images.map((image) => `${baseUrl}${propertyImageUrl(image.id)}?w=1200`);
  }
  if (property.latitude !== null && property.longitude !== null) {
    data.geo = {
      "@type": "GeoCoordinates",
      latitude: property.latitude,
      longitude: property.longitude,
    };
  }
  if (property.rating.average !== null && property.rating.count > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: property.rating.average,
      ratingCount: property.rating.count,
      reviewCount: property.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export function PropertyJsonLd({ property, baseUrl }: { property: Property; baseUrl: string }) {
  const t = useTranslations("property");
  const locale = usePageLocale();
  return (
    <JsonLd
      data={vacationRentalJsonLd(property, baseUrl, {
        locale,
        defaultDescription: t("defaultDescription"),
      })}
    />
  );
}
