import { useTranslations } from "next-intl";
import { useBookingDialogIntl } from "@/features/bookings/components";
import type { PropertyPageData } from "../../pages.server";
import { AmenitiesTab } from "./amenities-tab";
import { BackToPropertiesButton } from "./back-to-properties-button";
import { BookingCard } from "./booking-card";
import { useBookingCardTexts } from "./booking-card-texts";
import { DetailsTab } from "./details-tab";
import { LocationTab } from "./location-tab";
import { PhotoGallery } from "./photo-gallery";
import { PoliciesPanel } from "./policies-panel";
import { PropertyBreadcrumb } from "./property-breadcrumb";
import { PropertyHeadline } from "./property-headline";
import { PropertyJsonLd } from "./property-json-ld";
import { PropertyTabs } from "./property-tabs";
import { ReviewsTab } from "./reviews-tab";

/** What the booking card's quote and next free stays read, besides the booking dialog's messages. */
const BOOKING_CARD_NAMESPACES = ["stays"] as const;

/** The property page: gallery, headline, tabs, policies and the sticky booking card. */
export function PropertyDetailView({
  property,
  amenities,
  features,
  highlightedFeatures,
  policies,
  reviews,
  stayQuery,
  baseUrl,
  tileUrl,
}: PropertyPageData) {
  const t = useTranslations("property");
  const bookingCardTexts = useBookingCardTexts(property.maxGuests);
  const bookingIntl = useBookingDialogIntl(BOOKING_CARD_NAMESPACES);
  return (
    <>
      <PropertyJsonLd property={property} baseUrl={baseUrl} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PropertyBreadcrumb propertyName={property.name} />
          <BackToPropertiesButton />
        </div>

        <div className="mt-5">
          <PhotoGallery
            propertyName={property.name}
            images={property.images.map(({ id: imageId, description }) => ({
              id: imageId,
              description,
            }))}
          />
        </div>

        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="lg:col-start-1 lg:row-start-1">
            <PropertyHeadline property={property} />
          </div>

          <aside aria-label={t("booking")} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <BookingCard
                property={{
                  id: property.id,
                  name: property.name,
                  pricePerNight: property.pricePerNight,
                  maxGuests: property.maxGuests,
                  minStayDuration: property.minStayDuration,
                  maxStayDuration: property.maxStayDuration,
                  isActive: property.isActive,
                  touristTaxRule: property.touristTaxRule,
                  // The booking dialog offers the optional ones; the rest is in every quote.
                  extras: property.extras.filter((extra) => !extra.mandatory),
                }}
                query={stayQuery}
                texts={bookingCardTexts}
                intl={bookingIntl}
              />
            </div>
          </aside>

          <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-start-2">
            <PropertyTabs
              label={t("tabs.label")}
              labels={{
                details: t("tabs.details"),
                amenities: t("tabs.amenities"),
                location: t("tabs.location"),
                reviews: t("tabs.reviews"),
              }}
              details={<DetailsTab property={property} highlightedFeatures={highlightedFeatures} />}
              amenities={<AmenitiesTab amenities={amenities} features={features} />}
              location={
                <LocationTab
                  propertyName={property.name}
                  location={property.location}
                  latitude={property.latitude}
                  longitude={property.longitude}
                  tileUrl={tileUrl}
                />
              }
              reviews={
                <ReviewsTab propertyId={property.id} rating={property.rating} page={reviews} />
              }
            />
            <PoliciesPanel property={property} policies={policies} />
          </div>
        </div>
      </div>
    </>
  );
}
