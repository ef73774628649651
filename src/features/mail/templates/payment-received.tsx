import "server-only";
import { PaymentReceipt, type PaidBookingData } from "./booking-confirmed";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

export { sample } from "./booking-confirmed";

/** Paid, awaiting the owner's approval (AUTO_APPROVE off). */
export function PaymentReceivedEmail(data: PaidBookingData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <PaymentReceipt {...data} />
      <Paragraph>{t("paymentReceived.awaiting")}</Paragraph>
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function paymentReceivedMail(data: PaidBookingData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("paymentReceived.subject", { property: data.propertyName }),
    <PaymentReceivedEmail {...data} />,
  );
}
