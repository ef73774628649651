import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequireSignedIn } from "@/features/auth/components";
import { MyBookings } from "@/features/bookings/components";
import { pageMetadata } from "@/lib/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings.meta");
  return pageMetadata({
    title: t("listTitle"),
    description: t("listDescription"),
    path: "/bookings",
    indexable: false,
  });
}

export default async function BookingsPage() {
  const t = await getTranslations("bookings.meta");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        {t("listTitle")}
      </h1>
      <RequireSignedIn>
        <MyBookings />
      </RequireSignedIn>
    </div>
  );
}
