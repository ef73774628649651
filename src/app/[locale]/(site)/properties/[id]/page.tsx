import type { Metadata } from "next";
import { PropertyDetailView } from "@/features/properties/components";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import {
  loadPropertyPage,
  propertyPageMetadata,
  type SearchParams,
} from "@/features/properties/server";

// Rendered per request from the database; the build never touches it.
export const dynamic = "force-dynamic";

type Params = Promise<{ locale: string; id: string }>;

/** The layout has refused any other language already. */
const pageLocale = (locale: string) => (isLocale(locale) ? locale : DEFAULT_LOCALE);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, locale } = await params;
  return propertyPageMetadata(id, pageLocale(locale));
}

export default async function PropertyDetailPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id, locale }, query] = await Promise.all([params, searchParams]);
  return <PropertyDetailView {...await loadPropertyPage(id, query, pageLocale(locale))} />;
}
