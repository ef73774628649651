import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { bookingPageQuery } from "@/features/bookings";
import { NewBookingWizard } from "@/features/bookings/components";
import { pageMetadata } from "@/lib/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.meta");
  return pageMetadata({
    title: t("newTitle"),
    description: t("newDescription"),
    path: "/booking/new",
    indexable: false,
  });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = bookingPageQuery(await searchParams);
  const t = await getTranslations("booking.meta");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        {t("newTitle")}
      </h1>
      <NewBookingWizard {...query} />
    </div>
  );
}
