import { requireGuest } from "@/features/auth/server";
import { bookingIdSchema, getGuestBooking } from "@/features/bookings/server";
import { apiRoute, json, parseInput } from "@/lib/http";

export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, context) => {
  const guest = await requireGuest(request);
  const id = parseInput(bookingIdSchema, (await context.params).id);
  return json(await getGuestBooking(guest.id, id));
});
