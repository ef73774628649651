import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingDetails } from "@/features/bookings/components";
import { pageMetadata } from "@/lib/page-metadata";

type Params = Promise<{ bookingId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { bookingId } = await params;
  const t = await getTranslations("bookings.meta");
  return pageMetadata({
    title: t("detailsTitle"),
    description: t("detailsDescription"),
    path: `/bookings/${encodeURIComponent(bookingId)}`,
    indexable: false,
  });
}

export default async function BookingDetailsPage({ params }: { params: Params }) {
  const { bookingId } = await params;
  return (
    <div className="mx-auto flex max-w-4xl flex-col px-4 py-10 sm:px-6 lg:py-14">
      <BookingDetails bookingId={bookingId} />
    </div>
  );
}
