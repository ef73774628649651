import { requireGuest } from "@/features/auth/server";
import { listGuestBookings } from "@/features/bookings/server";
import { apiRoute, json } from "@/lib/http";

export const GET = apiRoute(async (request) => {
  const guest = await requireGuest(request);
  return json(await listGuestBookings(guest.id));
});
