import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { RefundToVouchers, type VoucherRefundLine } from "./refund-to-vouchers";
import { renderMailParts, type MailParts } from "./render";

/** A paid booking request the owner declined; everything paid goes back. */
export interface BookingRejectedData {
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
}

export const sample: BookingRejectedData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  refundCents: 68_000,
};

export function BookingRejectedEmail(data: BookingRejectedData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("bookingRejected.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Paragraph>
        {t("bookingRejected.refund", {
          amount: formatEuros(centsToEuros(data.refundCents), locale),
        })}
      </Paragraph>
      <RefundToVouchers vouchers={data.toVouchers} refundCents={data.refundCents} locale={locale} />
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function bookingRejectedMail(data: BookingRejectedData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("bookingRejected.subject", { property: data.propertyName }),
    <BookingRejectedEmail {...data} />,
  );
}
