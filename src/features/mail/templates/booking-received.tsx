import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A new booking request, held unpaid for `holdMinutes`. */
export interface BookingReceivedData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  /** Absent only if the property vanished meanwhile; the mail then says "your stay". */
  propertyName: string | undefined;
  startDate: CalendarDate;
  endDate: CalendarDate;
  guests: number;
  totalCents: number;
  holdMinutes: number;
  /** The deposit asked now, its share of the total and when the rest is due; null: all at once. */
  schedule: { depositCents: number; depositPercent: number; balanceDueOn: CalendarDate } | null;
}

export const sample: BookingReceivedData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  guests: 2,
  totalCents: 68_000,
  holdMinutes: 60,
  schedule: null,
};

export function BookingReceivedEmail(data: BookingReceivedData) {
  const { locale, propertyName: property } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {property === undefined
          ? t("bookingReceived.thanksNoProperty")
          : t("bookingReceived.thanks", { property })}
      </Paragraph>
      <Paragraph>
        {t("bookingReceived.stay", {
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
          guests: data.guests,
          total: formatEuros(centsToEuros(data.totalCents), locale),
        })}
      </Paragraph>
      {data.schedule && (
        <Paragraph>
          {t("bookingReceived.schedule", {
            deposit: formatEuros(centsToEuros(data.schedule.depositCents), locale),
            percent: data.schedule.depositPercent,
            balance: formatEuros(
              centsToEuros(data.totalCents - data.schedule.depositCents),
              locale,
            ),
            date: formatLongDate(data.schedule.balanceDueOn, locale),
          })}
        </Paragraph>
      )}
      <Paragraph>{t("bookingReceived.hold", { minutes: data.holdMinutes })}</Paragraph>
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function bookingReceivedMail(data: BookingReceivedData): Promise<MailParts> {
  const t = mailTexts(data.locale);
  const property = data.propertyName;
  return renderMailParts(
    property === undefined
      ? t("bookingReceived.subjectNoProperty")
      : t("bookingReceived.subject", { property }),
    <BookingReceivedEmail {...data} />,
  );
}
