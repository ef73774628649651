import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { RefundToVouchers, type VoucherRefundLine } from "./refund-to-vouchers";
import { renderMailParts, type MailParts } from "./render";
import { SecurityDepositBack } from "./security-deposit-settled";

/** A booking the guest cancelled, with the refund the terms gave (possibly none). */
export interface BookingCancelledByGuestData {
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
  /** The terms' share of what was paid: 100, 50 or 0. */
  percent: number;
}

export const sample: BookingCancelledByGuestData = {
  locale: "en",
  bookingId: "0b7e4c1d-2a3f-4e5b-8c6d-7e8f9a0b1c2d",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-13",
  refundCents: 27_000,
  percent: 50,
};

export function BookingCancelledByGuestEmail(data: BookingCancelledByGuestData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("bookingCancelledByGuest.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Paragraph>
        {data.refundCents > 0
          ? t("bookingCancelledByGuest.refund", {
              amount: formatEuros(centsToEuros(data.refundCents), locale),
              percent: data.percent,
            })
          : t("bookingCancelledByGuest.noRefund")}
      </Paragraph>
      <RefundToVouchers vouchers={data.toVouchers} refundCents={data.refundCents} locale={locale} />
      <SecurityDepositBack cents={data.securityDepositCents} locale={locale} />
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function bookingCancelledByGuestMail(data: BookingCancelledByGuestData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("bookingCancelledByGuest.subject", { property: data.propertyName }),
    <BookingCancelledByGuestEmail {...data} />,
  );
}
