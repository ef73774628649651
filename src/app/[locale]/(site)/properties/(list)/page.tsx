import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { CatalogueView } from "@/features/properties";
import { loadCataloguePage, type SearchParams } from "@/features/properties/server";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";

// Rendered per request: the catalogue lives in the database, which the build never opens.
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Holiday homes in the Ardennes",
    description:
      "Cabins, villas, apartments and family houses in the Belgian Ardennes. Compare homes, check availability and book your stay directly with us.",
    path: "/properties",
  });
}

export default async function PropertiesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  // The layout has refused any other language already.
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return <CatalogueView {...await loadCataloguePage(query, language)} />;
}
