import type { Metadata } from "next";
import { BookingDetails } from "@/features/bookings";

export const metadata: Metadata = {
  title: "Booking Details",
  robots: { index: false },
};

export default async function BookingDetailsPage({
  params,
}: {
  params: Promise<{ bookingId: string }>;
}) {
  const { bookingId } = await params;
  return (
    <div className="mx-auto flex max-w-4xl flex-col px-4 py-10 sm:px-6 lg:py-14">
      <BookingDetails bookingId={bookingId} />
    </div>
  );
}
