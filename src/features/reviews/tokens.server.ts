import "server-only";
import { createHash, createHmac } from "node:crypto";
import { appSecret } from "@/lib/secret";

/**
 * The review link's token of a booking: unguessable without the server secret, and the same
 * each time it is made, so the reminder repeats the first mail's link. Only its hash is stored.
 */
export function reviewToken(bookingId: string): string {
  return createHmac("sha256", appSecret()).update(`review:${bookingId}`).digest("base64url");
}

export function reviewTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
