import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A booking the owner cancelled, with the refund the owner confirmed (possibly none). */
export interface BookingCancelledByHostData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  refundCents: number;
}

export const sample: BookingCancelledByHostData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  refundCents: 34_000,
};

export function BookingCancelledByHostEmail(data: BookingCancelledByHostData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`The host cancelled your booking of ${data.propertyName}, ${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}. The dates are no longer held for you.`}</Paragraph>
      <Paragraph>
        {data.refundCents > 0
          ? `We are refunding ${formatEuros(centsToEuros(data.refundCents))}; it reaches your account within a few working days.`
          : "No refund is due for this booking."}
      </Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function bookingCancelledByHostMail(data: BookingCancelledByHostData): Promise<MailParts> {
  return renderMailParts(
    `Your booking was cancelled: ${data.propertyName}`,
    <BookingCancelledByHostEmail {...data} />,
  );
}
