import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A booking whose payment arrived in time; with AUTO_APPROVE it is confirmed at once. */
export interface PaidBookingData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  amountCents: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: PaidBookingData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  amountCents: 68_000,
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

/** The payment, as this mail and the owner-approval one (./payment-received) both say it. */
export function PaymentReceipt(data: PaidBookingData) {
  return (
    <Paragraph>{`We received your payment of ${formatEuros(centsToEuros(data.amountCents))} for ${data.propertyName}, ${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}.`}</Paragraph>
  );
}

export function BookingConfirmedEmail(data: PaidBookingData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <PaymentReceipt {...data} />
      <Paragraph>
        Your stay is confirmed. Check-in details follow by e-mail 24 hours before you arrive.
      </Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function bookingConfirmedMail(data: PaidBookingData): Promise<MailParts> {
  return renderMailParts(
    `Your booking is confirmed: ${data.propertyName}`,
    <BookingConfirmedEmail {...data} />,
  );
}
