import { bookingIdSchema, getPublicBooking } from "@/features/bookings/server";
import { apiRoute, json, parseInput } from "@/lib/http";

export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (_request, context) => {
  const id = parseInput(bookingIdSchema, (await context.params).id);
  return json(await getPublicBooking(id));
});
