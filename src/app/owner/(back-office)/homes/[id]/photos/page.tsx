import Link from "next/link";
import { notFound } from "next/navigation";
import { propertyIdSchema } from "@/features/properties";
import { OwnerPhotoManager } from "@/features/properties/components";
import { loadOwnerPhotosPage } from "@/features/properties/server";
import { ApiError } from "@/lib/http";

export const metadata = { title: "Photos" };

export default async function OwnerHomePhotosPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!propertyIdSchema.safeParse(id).success) notFound();
  const { home, photos } = await loadOwnerPhotosPage(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link
          href={`/owner/homes/${home.id}`}
          className="text-sm font-medium text-forest-800 underline underline-offset-4"
        >
          Back to the home
        </Link>
      </p>
      <h1 className="font-serif text-3xl font-semibold text-forest-950">Photos of {home.name}</h1>
      <OwnerPhotoManager homeId={home.id} initialPhotos={photos} />
    </div>
  );
}
