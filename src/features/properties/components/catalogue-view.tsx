import { SearchX } from "@/components/icons/search-x";
import { Trees } from "@/components/icons/trees";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { useBookingDialogIntl } from "@/features/bookings/components";
import { stayProblemText } from "@/features/availability";
import { Link } from "@/i18n/link";
import { todayInBrussels } from "@/lib/dates";
import type { CataloguePageData, SearchProblem } from "../pages.server";
import type { Property } from "../schemas";
import { CatalogueJsonLd } from "./catalogue-json-ld";
import { CataloguePagination, cataloguePageHref } from "./catalogue-pagination";
import { PropertiesHero } from "./properties-hero";
import { PropertyCard } from "./property-card";
import { StayChoices } from "./stay-choices";
import { useStayPriceLabel } from "./stay-price-labels";
import type { FoundStay } from "@/features/stays";
import { PropertySearchForm } from "./property-search-form";
import { RememberBookingFilters } from "./remember-booking-filters";

/** Cards of the first row can be above the fold on wide screens. */
const FIRST_ROW = 3;

function PropertyGrid({
  properties,
  eager = false,
  stays,
  guests = 2,
}: {
  properties: Property[];
  eager?: boolean;
  /** Each home's free stays of the stay type and month the guest asked for. */
  stays?: Record<string, FoundStay[]> | null;
  guests?: number;
}) {
  const t = useTranslations("stays");
  const priceLabel = useStayPriceLabel();
  const dialog = useBookingDialogIntl();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} eager={eager && index < FIRST_ROW}>
            {stays ? (
              <div className="flex flex-col gap-2 border-t border-stone-100 pt-3">
                <p className="text-sm font-medium text-stone-900">
                  {t("freeStays", { count: stays[property.id]?.length ?? 0 })}
                </p>
                <StayChoices
                  property={property}
                  stays={stays[property.id] ?? []}
                  prices={(stays[property.id] ?? []).map(priceLabel)}
                  guests={Math.min(guests, property.maxGuests)}
                  intl={dialog}
                />
              </div>
            ) : null}
          </PropertyCard>
        </li>
      ))}
    </ul>
  );
}

/** A search's problem as the guest reads it beside the form. */
function useSearchProblemText(problem: SearchProblem | null): string | null {
  const t = useTranslations("catalogue.searchProblems");
  const stayProblems = useTranslations("stayProblems");
  if (problem === null) return null;
  return problem.kind === "stay"
    ? stayProblemText(stayProblems, problem, problem)
    : t(problem.kind);
}

/** The landing page: hero, featured homes, and the searchable list of every home. */
function NoHomesYet() {
  const t = useTranslations("catalogue.noHomesYet");
  return (
    <section
      aria-labelledby="no-homes-heading"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28"
    >
      <Trees aria-hidden="true" className="size-12 text-forest-600" />
      <h1
        id="no-homes-heading"
        className="font-serif text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl"
      >
        {t("heading")}
      </h1>
      <p className="text-lg text-stone-700">{t("text")}</p>
      <Link href="/contact" className={buttonVariants({ variant: "outline" })}>
        {t("contact")}
      </Link>
    </section>
  );
}

export function CatalogueView({
  featured,
  matches,
  stays,
  guests,
  months,
  pagination,
  problem,
  hasFilters,
  values,
  persons,
  baseUrl,
}: CataloguePageData) {
  const t = useTranslations("catalogue");
  const error = useSearchProblemText(problem);
  const summary = t(hasFilters ? "all.matching" : "all.toChooseFrom", {
    count: matches?.length ?? 0,
  });
  // No home is open at all (a new site): nothing to search or feature yet.
  if (featured.length === 0) return <NoHomesYet />;
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
              {t("featured.heading")}
            </h2>
            <p className="max-w-2xl text-stone-700">{t("featured.text")}</p>
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
              {t("all.heading")}
            </h2>
            <p className="max-w-2xl text-stone-700">{t("all.text")}</p>
          </div>
          <PropertySearchForm
            values={values}
            error={error}
            minDate={todayInBrussels()}
            months={months}
          />

          {matches === null ? null : matches.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-forest-600" />
              <p className="text-lg font-medium text-stone-900">
                {pagination.page > 1
                  ? t("all.noMoreOnPage")
                  : hasFilters
                    ? t("all.noMatches")
                    : t("all.noHomes")}
              </p>
              {pagination.page > 1 ? (
                <Link
                  href={cataloguePageHref(values, 1)}
                  className={buttonVariants({ variant: "outline" })}
                >
                  {t("all.firstPage")}
                </Link>
              ) : hasFilters ? (
                <Link
                  href="/properties#all-homes"
                  className={buttonVariants({ variant: "outline" })}
                >
                  {t("all.clearFilters")}
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <p className="text-sm text-stone-700" aria-live="polite">
                {pagination.page > 1 || pagination.hasNext
                  ? t("all.onPage", { page: pagination.page, summary })
                  : summary}
              </p>
              <PropertyGrid properties={matches} stays={stays} guests={guests} />
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
