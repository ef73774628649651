import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A paid booking request the owner declined; everything paid goes back. */
export interface BookingRejectedData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  refundCents: number;
}

export const sample: BookingRejectedData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  refundCents: 68_000,
};

export function BookingRejectedEmail(data: BookingRejectedData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`We are sorry: the host could not accept your booking request for ${data.propertyName}, ${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}.`}</Paragraph>
      <Paragraph>{`We are refunding the full amount you paid, ${formatEuros(centsToEuros(data.refundCents))}; it reaches your account within a few working days.`}</Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function bookingRejectedMail(data: BookingRejectedData): Promise<MailParts> {
  return renderMailParts(
    `Your booking request was declined: ${data.propertyName}`,
    <BookingRejectedEmail {...data} />,
  );
}
