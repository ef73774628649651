import "server-only";
import type { Locale } from "@/i18n/locales";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { RefundToVouchers, type VoucherRefundLine } from "./refund-to-vouchers";
import { renderMailParts, type MailParts } from "./render";

/** A payment that arrived after the hold ended, refunded to the guest. */
export interface PaymentRefundedData {
  /** The booking's language. */
  locale: Locale;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  amountCents: number;
  /** The parts that went back to the gift vouchers that paid them. */
  toVouchers?: VoucherRefundLine[];
}

export const sample: PaymentRefundedData = {
  locale: "en",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  amountCents: 68_000,
};

export function PaymentRefundedEmail(data: PaymentRefundedData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("paymentRefunded.body", {
          amount: formatEuros(centsToEuros(data.amountCents), locale),
        })}
      </Paragraph>
      <Paragraph>{t("paymentRefunded.refund")}</Paragraph>
      <RefundToVouchers vouchers={data.toVouchers} refundCents={data.amountCents} locale={locale} />
    </MailLayout>
  );
}

export function paymentRefundedMail(data: PaymentRefundedData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("paymentRefunded.subject", { property: data.propertyName }),
    <PaymentRefundedEmail {...data} />,
  );
}
