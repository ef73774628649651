import "server-only";
import type { CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner: a payment for dates no longer held was refunded automatically. */
export interface OwnerLatePaymentRefundedData {
  propertyName: string;
  guestName: string;
  guestEmail: string;
  amountCents: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
  refundId: string;
}

export const sample: OwnerLatePaymentRefundedData = {
  propertyName: "Forest Lodge",
  guestName: "Ann Peeters",
  guestEmail: "ann.peeters@example.com",
  amountCents: 68_000,
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  refundId: "re_sample_4Tq9",
};

export function LatePaymentRefundedEmail(data: OwnerLatePaymentRefundedData) {
  return (
    <MailLayout locale="en">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{`A payment of ${formatEuros(centsToEuros(data.amountCents))} by ${data.guestName} (${data.guestEmail}) for ${data.startDate} to ${data.endDate} arrived after the booking lost its hold. It was refunded automatically (refund ${data.refundId}).`}</Paragraph>
    </MailLayout>
  );
}

export function ownerLatePaymentRefundedMail(
  data: OwnerLatePaymentRefundedData,
): Promise<MailParts> {
  return renderMailParts(
    `Refund issued: late payment for ${data.propertyName}`,
    <LatePaymentRefundedEmail {...data} />,
  );
}
