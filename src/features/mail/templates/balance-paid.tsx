import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** The balance of a booking arrived: nothing is left to pay. */
export interface BalancePaidData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  amountCents: number;
}

export const sample: BalancePaidData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  amountCents: 47_600,
};

export function BalancePaidEmail(data: BalancePaidData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("balancePaid.body", {
          amount: formatEuros(centsToEuros(data.amountCents), locale),
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function balancePaidMail(data: BalancePaidData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("balancePaid.subject", { property: data.propertyName }),
    <BalancePaidEmail {...data} />,
  );
}
