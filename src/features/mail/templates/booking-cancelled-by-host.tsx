import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { RefundToVouchers, type VoucherRefundLine } from "./refund-to-vouchers";
import { renderMailParts, type MailParts } from "./render";
import { SecurityDepositBack } from "./security-deposit-settled";

/** A booking the owner cancelled, with the refund the owner confirmed (possibly none). */
export interface BookingCancelledByHostData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  refundCents: number;
  /** The refund's parts that went back to the gift vouchers that paid them. */
  toVouchers?: VoucherRefundLine[];
  /** A security deposit paid, which comes back whole beside the refund. */
  securityDepositCents?: number;
}

export const sample: BookingCancelledByHostData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  refundCents: 34_000,
};

export function BookingCancelledByHostEmail(data: BookingCancelledByHostData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("bookingCancelledByHost.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Paragraph>
        {data.refundCents > 0
          ? t("bookingCancelledByHost.refund", {
              amount: formatEuros(centsToEuros(data.refundCents), locale),
            })
          : t("bookingCancelledByHost.noRefund")}
      </Paragraph>
      <RefundToVouchers vouchers={data.toVouchers} refundCents={data.refundCents} locale={locale} />
      <SecurityDepositBack cents={data.securityDepositCents} locale={locale} />
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function bookingCancelledByHostMail(data: BookingCancelledByHostData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("bookingCancelledByHost.subject", { property: data.propertyName }),
    <BookingCancelledByHostEmail {...data} />,
  );
}
