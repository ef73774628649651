import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** Sent once, about 24 hours before check-in, to a confirmed guest. */
export interface CheckInDetailsData {
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  location: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  checkInTime: string;
  checkOutTime: string;
  latitude: number | null;
  longitude: number | null;
  /** Titles of the property's enabled house rules, in their order. */
  houseRules: string[];
}

export const sample: CheckInDetailsData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  location: "Durbuy, Luxembourg",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  checkInTime: "15:00",
  checkOutTime: "11:00",
  latitude: 50.3526,
  longitude: 5.4561,
  houseRules: ["No smoking indoors", "Pets on request"],
};

function mapLink({ latitude, longitude }: CheckInDetailsData): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}

export function CheckInDetailsEmail(data: CheckInDetailsData) {
  const map = mapLink(data);
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`Your stay at ${data.propertyName}, ${data.location}, starts on ${formatLongDate(data.startDate)}. Check-in is from ${data.checkInTime}; check-out is until ${data.checkOutTime} on ${formatLongDate(data.endDate)}.`}</Paragraph>
      {map && <Paragraph>{`Find it on the map: ${map}`}</Paragraph>}
      {data.houseRules.length > 0 && (
        <Paragraph>{`House rules: ${data.houseRules.join("; ")}.`}</Paragraph>
      )}
      <Paragraph>
        Arriving late? Tell us by replying to this e-mail. Quiet hours are 10:00 PM to 7:00 AM.
      </Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function checkInDetailsMail(data: CheckInDetailsData): Promise<MailParts> {
  return renderMailParts(
    `Your check-in details for tomorrow: ${data.propertyName}`,
    <CheckInDetailsEmail {...data} />,
  );
}
