import "server-only";
import { PaymentReceipt, type PaidBookingData } from "./booking-confirmed";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

export { sample } from "./booking-confirmed";

/** Paid, awaiting the owner's approval (AUTO_APPROVE off). */
export function PaymentReceivedEmail(data: PaidBookingData) {
  return (
    <MailLayout>
      <Greeting name={data.guestName} />
      <PaymentReceipt {...data} />
      <Paragraph>
        The owner will confirm your stay shortly; you will hear from us by e-mail.
      </Paragraph>
      <Action label="View your booking" path={`/bookings/${data.bookingId}`} />
    </MailLayout>
  );
}

export function paymentReceivedMail(data: PaidBookingData): Promise<MailParts> {
  return renderMailParts(
    `Payment received: ${data.propertyName}`,
    <PaymentReceivedEmail {...data} />,
  );
}
