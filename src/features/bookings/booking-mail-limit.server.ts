import "server-only";
import { getDb } from "@/db/client";
import { limitUnprovenMail } from "@/features/mail/server";
import { ApiError } from "@/lib/http";
import { pluralize } from "@/lib/text";

/**
 * A booking request mails 'booking received' to the address typed in it: unless the requester
 * is signed in with that address, it counts as mail to an address not proven, and beyond the
 * mail feature's limit the booking is refused, not made without its mail.
 */
export async function limitBookingReceivedMail(request: {
  to: string;
  client: string;
  guestId: string | null;
}): Promise<void> {
  const mail = await limitUnprovenMail(await getDb(), request);
  if (mail.allowed) return;
  const hours = Math.ceil(mail.retryAfterSeconds / 3600);
  throw new ApiError(
    "RATE_LIMITED",
    `Too many booking requests for this e-mail address today. Please try again in ${pluralize(hours, "hour")}.`,
    { headers: { "Retry-After": String(mail.retryAfterSeconds) } },
  );
}
