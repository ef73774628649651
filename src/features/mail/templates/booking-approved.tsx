import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A paid booking request the owner approved (AUTO_APPROVE=false). */
export interface BookingApprovedData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: BookingApprovedData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

export function BookingApprovedEmail(data: BookingApprovedData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`Good news: the host approved your booking of ${data.propertyName}, ${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}.`}</Paragraph>
      <Paragraph>
        Your stay is confirmed. Check-in details follow by e-mail 24 hours before you arrive.
      </Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function bookingApprovedMail(data: BookingApprovedData): Promise<MailParts> {
  return renderMailParts(
    `Your booking is approved: ${data.propertyName}`,
    <BookingApprovedEmail {...data} />,
  );
}
