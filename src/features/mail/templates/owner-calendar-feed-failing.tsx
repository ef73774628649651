import "server-only";
import { formatInstant } from "@/lib/dates";
import { MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner: a channel's calendar has not been read for an hour. */
export interface OwnerCalendarFeedFailingData {
  homeName: string;
  feedLabel: string;
  /** The last failure in plain words. */
  lastError: string;
  /** ISO instant of the last successful read, or null for never. */
  lastSuccessAt: string | null;
}

export const sample: OwnerCalendarFeedFailingData = {
  homeName: "Forest Lodge",
  feedLabel: "Booking.com",
  lastError: "The feed answered 503 (Service Unavailable).",
  lastSuccessAt: "2026-07-10T08:20:00.000Z",
};

export function CalendarFeedFailingEmail(data: OwnerCalendarFeedFailingData) {
  const since = data.lastSuccessAt
    ? `It was last read on ${formatInstant(data.lastSuccessAt)} (Brussels time).`
    : "It has never been read.";
  return (
    <MailLayout locale="en">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{`The ${data.feedLabel} calendar of ${data.homeName} has failed for an hour: ${data.lastError} ${since} Until it is read again, nights sold on ${data.feedLabel} since then are not blocked here.`}</Paragraph>
      <Paragraph>{`Check the feed address on the home's page in the back office; the site keeps trying.`}</Paragraph>
    </MailLayout>
  );
}

export function ownerCalendarFeedFailingMail(
  data: OwnerCalendarFeedFailingData,
): Promise<MailParts> {
  return renderMailParts(
    `Calendar sync failing at ${data.homeName}: ${data.feedLabel}`,
    <CalendarFeedFailingEmail {...data} />,
  );
}
