import { SearchX } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { todayInBrussels } from "@/lib/dates";
import type { CataloguePageData } from "../pages.server";
import type { Property } from "../schemas";
import { CatalogueJsonLd } from "./catalogue-json-ld";
import { CataloguePagination, cataloguePageHref } from "./catalogue-pagination";
import { PropertiesHero } from "./properties-hero";
import { PropertyCard } from "./property-card";
import { PropertySearchForm } from "./property-search-form";
import { RememberBookingFilters } from "./remember-booking-filters";

/** Cards of the first row can be above the fold on wide screens. */
const FIRST_ROW = 3;

function PropertyGrid({ properties, eager = false }: { properties: Property[]; eager?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} eager={eager && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

/** The landing page: hero, featured homes, and the searchable list of every home. */
export function CatalogueView({
  featured,
  matches,
  pagination,
  error,
  hasFilters,
  values,
  persons,
  baseUrl,
}: CataloguePageData) {
  return (
    <>
      <CatalogueJsonLd properties={matches} baseUrl={baseUrl} />
      {error === null ? (
        <RememberBookingFilters
          persons={persons}
          startDate={values.startDate}
          endDate={values.endDate}
        />
      ) : null}
      <PropertiesHero />

      {featured.length > 0 ? (
        <section
          aria-labelledby="featured-heading"
          className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
        >
          <div className="mb-8 flex flex-col gap-2">
            <h2
              id="featured-heading"
              className="font-serif text-3xl font-semibold tracking-tight text-forest-900"
            >
              Featured homes
            </h2>
            <p className="max-w-2xl text-stone-700">
              A few of our guests&apos; favourites, from riverside cabins to villas with room for
              the whole family.
            </p>
          </div>
          <PropertyGrid properties={featured} eager />
        </section>
      ) : null}

      <section
        id="all-homes"
        aria-labelledby="all-homes-heading"
        className="scroll-mt-20 border-t border-stone-200 bg-white/60"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="flex flex-col gap-2">
            <h2
              id="all-homes-heading"
              className="font-serif text-3xl font-semibold tracking-tight text-forest-900"
            >
              All holiday homes
            </h2>
            <p className="max-w-2xl text-stone-700">
              Search by name or village, the size of your group and your dates.
            </p>
          </div>
          <PropertySearchForm values={values} error={error} minDate={todayInBrussels()} />

          {matches === null ? null : matches.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-forest-600" />
              <p className="text-lg font-medium text-stone-900">
                {pagination.page > 1
                  ? "There are no more homes on this page."
                  : hasFilters
                    ? "No homes match your search."
                    : "No holiday homes are listed right now. Please check back soon."}
              </p>
              {pagination.page > 1 ? (
                <Link
                  href={cataloguePageHref(values, 1)}
                  className={buttonVariants({ variant: "outline" })}
                >
                  Back to the first page
                </Link>
              ) : hasFilters ? (
                <Link
                  href="/properties#all-homes"
                  className={buttonVariants({ variant: "outline" })}
                >
                  Clear filters
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <p className="text-sm text-stone-700" aria-live="polite">
                {pagination.page > 1 || pagination.hasNext ? `Page ${pagination.page}: ` : ""}
                {matches.length} {matches.length === 1 ? "home" : "homes"}
                {hasFilters ? " match your search" : " to choose from"}
              </p>
              <PropertyGrid properties={matches} />
              <CataloguePagination
                values={values}
                page={pagination.page}
                hasNext={pagination.hasNext}
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}
