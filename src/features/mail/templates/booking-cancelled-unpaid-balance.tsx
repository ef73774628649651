import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A booking cancelled under the terms because its balance was not paid; the deposit is kept. */
export interface BookingCancelledUnpaidBalanceData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  propertyId: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  balanceCents: number;
  dueOn: CalendarDate;
  depositCents: number;
}

export const sample: BookingCancelledUnpaidBalanceData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  propertyId: "3a7d9e21-8c4b-4e2f-a1d6-5b0c9f8e7a13",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  balanceCents: 47_600,
  dueOn: "2026-06-10",
  depositCents: 20_400,
};

export function BookingCancelledUnpaidBalanceEmail(data: BookingCancelledUnpaidBalanceData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("bookingCancelledUnpaidBalance.body", {
          amount: formatEuros(centsToEuros(data.balanceCents), locale),
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
          date: formatLongDate(data.dueOn, locale),
        })}
      </Paragraph>
      <Paragraph>
        {t("bookingCancelledUnpaidBalance.deposit", {
          deposit: formatEuros(centsToEuros(data.depositCents), locale),
        })}
      </Paragraph>
      <Paragraph>{t("bookingCancelledUnpaidBalance.again")}</Paragraph>
      {/* The booking is over; what the guest may still want is the home's page, to book again. */}
      <Action
        label={t("bookingCancelledUnpaidBalance.action")}
        path={`/properties/${data.propertyId}`}
        locale={locale}
      />
    </MailLayout>
  );
}

export function bookingCancelledUnpaidBalanceMail(
  data: BookingCancelledUnpaidBalanceData,
): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("bookingCancelledUnpaidBalance.subject", {
      property: data.propertyName,
    }),
    <BookingCancelledUnpaidBalanceEmail {...data} />,
  );
}
