import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner: a guest cancelled a booking themselves; its nights are free again. */
export interface OwnerGuestCancelledData {
  bookingId: string;
  homeName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  paidCents: number;
  refundCents: number;
  percent: number;
}

export const sample: OwnerGuestCancelledData = {
  bookingId: "0b7e4c1d-2a3f-4e5b-8c6d-7e8f9a0b1c2d",
  homeName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-13",
  paidCents: 54_000,
  refundCents: 27_000,
  percent: 50,
};

export function GuestCancelledBookingEmail(data: OwnerGuestCancelledData) {
  const money =
    data.paidCents > 0
      ? `Of the ${formatEuros(centsToEuros(data.paidCents))} paid, ${formatEuros(centsToEuros(data.refundCents))} (${data.percent}% under the cancellation terms) is being refunded.`
      : "Nothing had been paid, so nothing is refunded.";
  return (
    <MailLayout locale="en">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{`The guest cancelled booking ${data.bookingId} at ${data.homeName}, ${data.startDate} to ${data.endDate}. Its nights are free again.`}</Paragraph>
      <Paragraph>{money}</Paragraph>
    </MailLayout>
  );
}

export function ownerGuestCancelledMail(data: OwnerGuestCancelledData): Promise<MailParts> {
  return renderMailParts(
    `Booking cancelled by the guest: ${data.homeName}, ${data.startDate}`,
    <GuestCancelledBookingEmail {...data} />,
  );
}
