import type { Metadata } from "next";
import { PaymentReturn } from "@/features/bookings";

export const metadata: Metadata = {
  title: "Payment",
  robots: { index: false },
};

export default async function PaymentReturnPage({
  params,
}: {
  params: Promise<{ bookingId: string }>;
}) {
  const { bookingId } = await params;
  return (
    <div className="mx-auto flex max-w-4xl flex-col px-4 py-12 sm:px-6 lg:py-16">
      <PaymentReturn bookingId={bookingId || undefined} />
    </div>
  );
}
