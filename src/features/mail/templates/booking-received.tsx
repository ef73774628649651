import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A new booking request, held unpaid for `holdMinutes`. */
export interface BookingReceivedData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  /** Absent only if the property vanished meanwhile; the mail then says "your stay". */
  propertyName: string | undefined;
  startDate: CalendarDate;
  endDate: CalendarDate;
  guests: number;
  totalCents: number;
  holdMinutes: number;
}

export const sample: BookingReceivedData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  guests: 2,
  totalCents: 68_000,
  holdMinutes: 60,
};

export function BookingReceivedEmail(data: BookingReceivedData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`Thank you for choosing ${data.propertyName ?? "us"}. We are holding these dates for you:`}</Paragraph>
      <Paragraph>{`${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}, ${data.guests} ${data.guests === 1 ? "guest" : "guests"}, ${formatEuros(centsToEuros(data.totalCents))} in total.`}</Paragraph>
      <Paragraph>{`The dates stay reserved for ${data.holdMinutes} minutes while you complete the payment; the stay is confirmed once it is paid.`}</Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function bookingReceivedMail(data: BookingReceivedData): Promise<MailParts> {
  return renderMailParts(
    `We received your booking request: ${data.propertyName ?? "your stay"}`,
    <BookingReceivedEmail {...data} />,
  );
}
