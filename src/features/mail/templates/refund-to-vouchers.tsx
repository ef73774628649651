import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { mailTexts, Paragraph } from "./layout";

/** Refund money that went back to a gift voucher, not to the guest's account (decision 0061). */
export interface VoucherRefundLine {
  code: string;
  cents: number;
  validUntil: CalendarDate;
}

/**
 * After a refund's sentence: which part of it went back to a gift voucher instead, so the mail
 * does not promise the guest's account money it will not receive.
 */
export function RefundToVouchers({
  vouchers = [],
  refundCents,
  locale,
}: {
  vouchers?: VoucherRefundLine[];
  refundCents: number;
  locale: Locale;
}) {
  const t = mailTexts(locale);
  return vouchers.map(({ code, cents, validUntil }) => (
    <Paragraph key={code}>
      {t(cents >= refundCents ? "refundToVoucher.all" : "refundToVoucher.part", {
        amount: formatEuros(centsToEuros(cents), locale),
        code,
        date: formatLongDate(validUntil, locale),
      })}
    </Paragraph>
  ));
}
