import { notFound } from "next/navigation";
import { OwnerBookingDetailView } from "@/features/bookings/components";
import { loadOwnerBookingPage } from "@/features/bookings/server";
import { ApiError } from "@/lib/http";

export const metadata = { title: "Booking" };

export default async function OwnerBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const shown = await loadOwnerBookingPage(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return <OwnerBookingDetailView {...shown} />;
}
