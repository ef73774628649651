import { bookingIdSchema } from "@/features/bookings/server";
import { paymentStatusForBooking } from "@/features/payments/server";
import { apiRoute, json, parseInput } from "@/lib/http";

export const GET = apiRoute<{ params: Promise<{ bookingId: string }> }>(
  async (_request, context) => {
    const bookingId = parseInput(bookingIdSchema, (await context.params).bookingId);
    return json(await paymentStatusForBooking(bookingId));
  },
);
