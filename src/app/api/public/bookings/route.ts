import { z } from "zod";
import { optionalGuest } from "@/features/auth/server";
import { bookingRequestSchema, createBooking, getPublicBooking } from "@/features/bookings/server";
import { apiRoute, json, parseInput, parseJsonBody } from "@/lib/http";

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8 to 200 characters")
  .max(200, "Idempotency-Key must be 8 to 200 characters")
  .nullable();

export const POST = apiRoute(async (request) => {
  const input = await parseJsonBody(bookingRequestSchema, request);
  const idempotencyKey = parseInput(idempotencyKeySchema, request.headers.get("idempotency-key"));
  const guest = await optionalGuest(request);
  const { bookingId, created } = await createBooking(input, {
    guestId: guest?.id ?? null,
    idempotencyKey,
  });
  return json(await getPublicBooking(bookingId), { status: created ? 201 : 200 });
});
