import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner: a booking's balance went unpaid past its grace days, so it was cancelled. */
export interface OwnerUnpaidBalanceCancelledData {
  bookingId: string;
  homeName: string;
  /** As the guest typed it. */
  guestName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  depositCents: number;
  balanceCents: number;
  dueOn: CalendarDate;
}

export const sample: OwnerUnpaidBalanceCancelledData = {
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  homeName: "Forest Lodge",
  guestName: "Ann Peeters",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  depositCents: 20_400,
  balanceCents: 47_600,
  dueOn: "2026-06-10",
};

export function UnpaidBalanceCancelledEmail(data: OwnerUnpaidBalanceCancelledData) {
  return (
    <MailLayout locale="en">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{`Booking ${data.bookingId} at ${data.homeName}, ${data.startDate} to ${data.endDate}, guest ${data.guestName}.`}</Paragraph>
      <Paragraph>{`The balance of ${formatEuros(centsToEuros(data.balanceCents))} was due on ${data.dueOn} and was not paid; the booking is cancelled and its nights are free again. The deposit of ${formatEuros(centsToEuros(data.depositCents))} is kept.`}</Paragraph>
    </MailLayout>
  );
}

export function ownerUnpaidBalanceCancelledMail(
  data: OwnerUnpaidBalanceCancelledData,
): Promise<MailParts> {
  return renderMailParts(
    `Booking cancelled, balance unpaid: ${data.homeName}, ${data.startDate}`,
    <UnpaidBalanceCancelledEmail {...data} />,
  );
}
