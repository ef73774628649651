import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/page-metadata";
import { CatalogueView } from "@/features/properties";
import { loadCataloguePage, type SearchParams } from "@/features/properties/server";

// Rendered per request: the catalogue lives in the database, which the build never opens.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("catalogue.metadata");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/properties" });
}

export default async function PropertiesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return <CatalogueView {...await loadCataloguePage(await searchParams)} />;
}
