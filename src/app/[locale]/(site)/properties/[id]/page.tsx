import type { Metadata } from "next";
import { PropertyDetailView } from "@/features/properties";
import {
  loadPropertyPage,
  propertyPageMetadata,
  type SearchParams,
} from "@/features/properties/server";

// Rendered per request from the database; the build never touches it.
export const dynamic = "force-dynamic";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return propertyPageMetadata((await params).id);
}

export default async function PropertyDetailPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <PropertyDetailView {...await loadPropertyPage(id, query)} />;
}
