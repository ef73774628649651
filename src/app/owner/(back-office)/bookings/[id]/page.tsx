import { notFound } from "next/navigation";
import { OwnerBookingDetailView } from "@/features/bookings/components";
import { loadOwnerBookingPage } from "@/features/bookings/server";
import { OwnerTravellerRegister } from "@/features/traveller-register/components";
import { getRegister } from "@/features/traveller-register/server";
import { ApiError } from "@/lib/http";

export const metadata = { title: "Booking" };

export default async function OwnerBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [shown, register] = await Promise.all([
    loadOwnerBookingPage(id),
    // The back office's own page: the owner's layout has checked the session.
    getRegister({ owner: "back office" }, id),
  ]).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <OwnerBookingDetailView {...shown}>
      <OwnerTravellerRegister register={register} />
    </OwnerBookingDetailView>
  );
}
