import { bookingIdSchema } from "@/features/bookings/server";
import { startPayment } from "@/features/payments/server";
import { apiRoute, json, parseInput } from "@/lib/http";

export const POST = apiRoute<{ params: Promise<{ bookingId: string }> }>(
  async (_request, context) => {
    const bookingId = parseInput(bookingIdSchema, (await context.params).bookingId);
    return json(await startPayment(bookingId));
  },
);
