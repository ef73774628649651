import { JsonLd, type JsonLdData } from "@/components/json-ld";
import { site } from "@/lib/site";
import { propertyImageUrl } from "../../image-loader";
import { coverImageOf } from "../property-card";
import type { Property } from "../../schemas";
import { DEFAULT_DESCRIPTION, truncateText } from "./detail-text";

/** The structured-data description limit of the spec. */
export const SEO_DESCRIPTION_LENGTH = 157;

export function seoDescriptionOf(property: Pick<Property, "description">): string {
  return truncateText(property.description || DEFAULT_DESCRIPTION, SEO_DESCRIPTION_LENGTH);
}

/** The cover photo (or the first one) as an absolute URL at the given width. */
export function coverImageUrl(
  property: Pick<Property, "images">,
  baseUrl: string,
  width: number,
): string | null {
  const cover = coverImageOf(property);
  return cover ? `${baseUrl}${propertyImageUrl(cover.id)}?w=${width}` : null;
}

/** schema.org VacationRental; the rating is the real one and only when guests reviewed. */
export function vacationRentalJsonLd(property: Property, baseUrl: string): JsonLdData {
  const url = `${baseUrl}/properties/${property.id}`;
  const data: JsonLdData = {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    "@id": url,
    url,
    identifier: property.id,
    name: property.name,
    description: seoDescriptionOf(property),
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
  return <JsonLd data={vacationRentalJsonLd(property, baseUrl)} />;
}
