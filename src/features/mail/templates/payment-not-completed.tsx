import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A payment attempt failed or was abandoned while the dates are still held. */
export interface PaymentNotCompletedData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: PaymentNotCompletedData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

export function PaymentNotCompletedEmail(data: PaymentNotCompletedData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`The payment for your stay at ${data.propertyName} (${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}) was not completed.`}</Paragraph>
      <Paragraph>
        Your dates stay reserved for a short while. You can try again from your booking.
      </Paragraph>
      <Action label="Pay for your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function paymentNotCompletedMail(data: PaymentNotCompletedData): Promise<MailParts> {
  return renderMailParts(
    `Your payment was not completed: ${data.propertyName}`,
    <PaymentNotCompletedEmail {...data} />,
  );
}
