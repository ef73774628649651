import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { calendarDateSchema } from "@/features/availability";
import {
  AmenitiesTab,
  BackToPropertiesButton,
  BookingCard,
  coverImageUrl,
  DetailsTab,
  LocationTab,
  PhotoGallery,
  PoliciesPanel,
  PropertyBreadcrumb,
  PropertyHeadline,
  PropertyJsonLd,
  PropertyTabs,
  ReviewsTab,
  seoDescriptionOf,
  type StayQuery,
  propertyIdSchema,
  type Property,
} from "@/features/properties";
import {
  getProperty,
  getPropertyAmenities,
  getPropertyFeatures,
  getPropertyPolicies,
  getPropertyReviews,
} from "@/features/properties/server";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http";
import { logger } from "@/lib/logger";
import { site } from "@/lib/site";

// Rendered per request from the database; the build never touches it.
export const dynamic = "force-dynamic";

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function propertyIdOrNotFound(id: string): string {
  const parsed = propertyIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** Shared by the metadata and the page within one request. */
const loadProperty = cache(async (id: string): Promise<Property> => {
  try {
    return await getProperty(id);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

/** A part of the page that may fail on its own: null tells its panel to say so. */
async function optional<T>(what: string, propertyId: string, load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    // An unknown property is answered by the page's own not-found; nothing to log.
    if (!(error instanceof ApiError && error.code === "NOT_FOUND")) {
      logger().error({ err: error, propertyId }, `failed to load property ${what}`);
    }
    return null;
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function stayQueryOf(searchParams: Awaited<SearchParams>): StayQuery {
  const query: StayQuery = {};
  const startDate = calendarDateSchema("startDate").safeParse(firstValue(searchParams.startDate));
  if (startDate.success) query.startDate = startDate.data;
  const endDate = calendarDateSchema("endDate").safeParse(firstValue(searchParams.endDate));
  if (endDate.success) query.endDate = endDate.data;
  const persons = Number(firstValue(searchParams.persons));
  if (Number.isInteger(persons) && persons >= 1) query.persons = persons;
  return query;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const property = await loadProperty(propertyIdOrNotFound((await params).id));
  const description = seoDescriptionOf(property);
  const path = `/properties/${property.id}`;
  const image = coverImageUrl(property, getConfig().PUBLIC_BASE_URL, 1200);
  return {
    title: property.name,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: site.locale,
      siteName: site.name,
      url: path,
      title: property.name,
      description,
      ...(image ? { images: [{ url: image, width: 1200, alt: property.name }] } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: property.name,
      description,
      ...(image ? { images: [image] } : {}),
    },
  };
}

export default async function PropertyDetailPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const id = propertyIdOrNotFound((await params).id);
  const [property, amenities, features, highlightedFeatures, policies, reviews, query] =
    await Promise.all([
      loadProperty(id),
      optional("amenities", id, getPropertyAmenities(id)),
      optional("features", id, getPropertyFeatures(id)),
      optional("highlighted features", id, getPropertyFeatures(id, { highlightedOnly: true })),
      optional("policies", id, getPropertyPolicies(id)),
      optional("reviews", id, getPropertyReviews(id)),
      searchParams,
    ]);
  const config = getConfig();

  return (
    <>
      <PropertyJsonLd property={property} baseUrl={config.PUBLIC_BASE_URL} />
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

          <aside aria-label="Booking" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <BookingCard
                property={{
                  id: property.id,
                  pricePerNight: property.pricePerNight,
                  maxGuests: property.maxGuests,
                  minStayDuration: property.minStayDuration,
                  isActive: property.isActive,
                }}
                query={stayQueryOf(query)}
              />
            </div>
          </aside>

          <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-start-2">
            <PropertyTabs
              details={<DetailsTab property={property} highlightedFeatures={highlightedFeatures} />}
              amenities={<AmenitiesTab amenities={amenities} features={features} />}
              location={
                <LocationTab
                  propertyName={property.name}
                  location={property.location}
                  latitude={property.latitude}
                  longitude={property.longitude}
                  tileUrl={config.MAP_TILE_URL}
                />
              }
              reviews={<ReviewsTab rating={property.rating} reviews={reviews} />}
            />
            <PoliciesPanel property={property} policies={policies} />
          </div>
        </div>
      </div>
    </>
  );
}
