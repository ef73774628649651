import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/page-metadata";
import { CatalogueView } from "@/features/properties/components";
import {
  hasActiveProperties,
  loadCataloguePage,
  type SearchParams,
} from "@/features/properties/server";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";

// Rendered per request: the catalogue lives in the database, which the build never opens.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("catalogue.metadata");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/properties",
    // A site with no home open yet has nothing for a search engine to list.
    indexable: await hasActiveProperties(),
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
