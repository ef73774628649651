import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** An unpaid hold ran out and the dates were released. */
export interface ReservationExpiredData {
  propertyId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: ReservationExpiredData = {
  propertyId: "3a7d9e21-8c4b-4e2f-a1d6-5b0c9f8e7a13",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

export function ReservationExpiredEmail(data: ReservationExpiredData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`We held ${data.propertyName} for ${formatLongDate(data.startDate)} to ${formatLongDate(data.endDate)}, but no payment was completed in time, so the dates have been released.`}</Paragraph>
      <Paragraph>If you would still like to stay, you are welcome to book again.</Paragraph>
      <Action label="Book again" path={`/properties/${data.propertyId}`} />
    </MailLayout>
  );
}

export function reservationExpiredMail(data: ReservationExpiredData): Promise<MailParts> {
  return renderMailParts(
    `Your reservation has expired: ${data.propertyName}`,
    <ReservationExpiredEmail {...data} />,
  );
}
