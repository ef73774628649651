import { notFound } from "next/navigation";
import { propertyIdSchema } from "@/features/properties";
import { OwnerSeasonsView } from "@/features/properties/components";
import { loadOwnerSeasonsPage } from "@/features/properties/server";
import { ApiError } from "@/lib/http";

export const metadata = { title: "Seasons" };

export default async function OwnerHomeSeasonsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  if (!propertyIdSchema.safeParse(id).success) notFound();
  const shown = await loadOwnerSeasonsPage(id, await searchParams).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return <OwnerSeasonsView {...shown} />;
}
