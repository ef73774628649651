import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner: a channel lists a stay on nights a booking or block of ours already holds. */
export interface OwnerCalendarConflictData {
  homeName: string;
  feedLabel: string;
  eventCheckIn: CalendarDate;
  eventCheckOut: CalendarDate;
  /** What of ours holds the nights: a booking (its id and dates), a block, or another channel. */
  ours:
    | { kind: "booking"; bookingId: string; checkIn: CalendarDate; checkOut: CalendarDate }
    | { kind: "block"; checkIn: CalendarDate; checkOut: CalendarDate }
    | { kind: "channel"; label: string; checkIn: CalendarDate; checkOut: CalendarDate };
}

export const sample: OwnerCalendarConflictData = {
  homeName: "Forest Lodge",
  feedLabel: "Airbnb",
  eventCheckIn: "2026-07-10",
  eventCheckOut: "2026-07-14",
  ours: {
    kind: "booking",
    bookingId: "5f0c7a2e-8d41-4c1b-9b7e-2a6f3c9d1e44",
    checkIn: "2026-07-10",
    checkOut: "2026-07-13",
  },
};

function ourSide(ours: OwnerCalendarConflictData["ours"]): string {
  const dates = `${ours.checkIn} to ${ours.checkOut}`;
  switch (ours.kind) {
    case "booking":
      return `booking ${ours.bookingId} (${dates})`;
    case "block":
      return `your block of ${dates}`;
    case "channel":
      return `a stay from ${ours.label} (${dates})`;
  }
}

export function CalendarConflictEmail(data: OwnerCalendarConflictData) {
  return (
    <MailLayout locale="en">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{`${data.feedLabel} lists a stay at ${data.homeName} from ${data.eventCheckIn} to ${data.eventCheckOut}, but ${ourSide(data.ours)} already holds some of those nights here. The nights stay with ${data.ours.kind === "channel" ? "the stay imported first" : "us"}; nothing was changed on either side.`}</Paragraph>
      <Paragraph>{`Check both calendars and cancel one of the two stays; the conflict shows in red on the back office's calendar and on Today until the calendars agree.`}</Paragraph>
    </MailLayout>
  );
}

export function ownerCalendarConflictMail(data: OwnerCalendarConflictData): Promise<MailParts> {
  return renderMailParts(
    `Calendar conflict at ${data.homeName}`,
    <CalendarConflictEmail {...data} />,
  );
}
