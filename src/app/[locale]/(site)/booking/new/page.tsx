import type { Metadata } from "next";
import { bookingPageQuery, NewBookingWizard } from "@/features/bookings";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Book your stay",
    description:
      "Confirm your dates and guests, verify your email and pay securely to book your Ardennes holiday home.",
    path: "/booking/new",
    indexable: false,
  });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = bookingPageQuery(await searchParams);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        Book your stay
      </h1>
      <NewBookingWizard {...query} />
    </div>
  );
}
