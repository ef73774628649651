import "server-only";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A payment that arrived after the hold ended, refunded to the guest. */
export interface PaymentRefundedData {
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  amountCents: number;
}

export const sample: PaymentRefundedData = {
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  amountCents: 68_000,
};

export function PaymentRefundedEmail(data: PaymentRefundedData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <Paragraph>{`Your payment of ${formatEuros(centsToEuros(data.amountCents))} arrived after the reservation of your dates had ended, and the dates are no longer held for you.`}</Paragraph>
      <Paragraph>
        We are refunding the full amount; it reaches your account within a few working days.
      </Paragraph>
    </MailLayout>
  );
}

export function paymentRefundedMail(data: PaymentRefundedData): Promise<MailParts> {
  return renderMailParts(
    `Your payment is being refunded: ${data.propertyName}`,
    <PaymentRefundedEmail {...data} />,
  );
}
