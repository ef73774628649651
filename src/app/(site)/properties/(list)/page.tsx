import { SearchX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import {
  PropertiesHero,
  PropertyCard,
  PropertySearchForm,
  type PropertySearchValues,
  RememberBookingFilters,
  propertyFiltersSchema,
  type Property,
  type PropertyFilters,
} from "@/features/properties";
import { listFeaturedProperties, listProperties } from "@/features/properties/server";
import { todayInBrussels } from "@/lib/dates";
import { ApiError } from "@/lib/http";

// Rendered per request: the catalogue lives in the database, which the build never opens.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Holiday homes in the Ardennes",
  description:
    "Cabins, villas, apartments and family houses in the Belgian Ardennes. Compare homes, check availability and book your stay directly with us.",
  alternates: { canonical: "/properties" },
};

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

interface ResolvedSearch {
  values: PropertySearchValues;
  filters: PropertyFilters | null;
  persons: number | undefined;
  error: string | null;
}

/** Turns the query into list filters; a problem becomes a message for the guest, not a failure. */
function resolveSearch(params: SearchParams): ResolvedSearch {
  const search = single(params.search);
  const personsText = single(params.persons);
  const minGuestsText = single(params.minGuests);
  const maxGuests = single(params.maxGuests);
  const startDate = single(params.startDate);
  const endDate = single(params.endDate);
  const values: PropertySearchValues = {
    search,
    persons: personsText ?? minGuestsText,
    startDate,
    endDate,
  };

  const persons = personsText === undefined ? undefined : Number.parseInt(personsText, 10);
  if (persons !== undefined && (!Number.isInteger(persons) || persons < 1 || persons > 100)) {
    return {
      values,
      filters: null,
      persons: undefined,
      error: "Please enter a number of guests between 1 and 100.",
    };
  }
  if ((startDate === undefined) !== (endDate === undefined)) {
    return {
      values,
      filters: null,
      persons,
      error: "Please choose both a check-in and a check-out date.",
    };
  }
  const parsed = propertyFiltersSchema.safeParse({
    search,
    minGuests: persons ?? minGuestsText,
    maxGuests,
    startDate,
    endDate,
  });
  if (!parsed.success) {
    return {
      values,
      filters: null,
      persons,
      error: parsed.error.issues[0]?.message ?? "Please check your search.",
    };
  }
  return { values, filters: parsed.data, persons, error: null };
}

async function searchProperties(
  filters: PropertyFilters,
): Promise<{ properties: Property[]; error: null } | { properties: null; error: string }> {
  try {
    return { properties: await listProperties(filters), error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return { properties: null, error: error.message };
    }
    throw error;
  }
}

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

export default async function PropertiesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const resolved = resolveSearch(await searchParams);
  const [featured, result] = await Promise.all([
    listFeaturedProperties(6),
    resolved.filters ? searchProperties(resolved.filters) : Promise.resolve(null),
  ]);
  const error = resolved.error ?? result?.error ?? null;
  const matches = result?.properties ?? null;
  const hasFilters = Object.values(resolved.values).some((value) => value !== undefined);

  return (
    <>
      {error === null ? (
        <RememberBookingFilters
          persons={resolved.persons}
          startDate={resolved.values.startDate}
          endDate={resolved.values.endDate}
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
          <PropertySearchForm values={resolved.values} error={error} minDate={todayInBrussels()} />

          {matches === null ? null : matches.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-forest-600" />
              <p className="text-lg font-medium text-stone-900">
                {hasFilters
                  ? "No homes match your search."
                  : "No holiday homes are listed right now. Please check back soon."}
              </p>
              {hasFilters ? (
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
                {matches.length} {matches.length === 1 ? "home" : "homes"}
                {hasFilters ? " match your search" : " to choose from"}
              </p>
              <PropertyGrid properties={matches} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
