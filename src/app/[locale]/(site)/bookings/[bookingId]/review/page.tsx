import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequireSignedIn } from "@/features/auth/components";
import { GuestReview } from "@/features/reviews/components";
import { pageMetadata } from "@/lib/page-metadata";

type Params = Promise<{ bookingId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { bookingId } = await params;
  const t = await getTranslations("reviews");
  return pageMetadata({
    title: t("title"),
    description: t("metaDescription"),
    path: `/bookings/${encodeURIComponent(bookingId)}/review`,
    indexable: false,
  });
}

export default async function StayReviewPage({ params }: { params: Params }) {
  const { bookingId } = await params;
  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-10 sm:px-6 lg:py-14">
      <RequireSignedIn>
        <GuestReview bookingId={bookingId} />
      </RequireSignedIn>
    </div>
  );
}
