import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, formatShortDate, type CalendarDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** The one mail of a confirmed availability alert: the stay it waited for is free. */
export interface AvailabilityAlertData {
  /** The language of the request. */
  locale: Locale;
  homeName: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  /** The home's page with its booking dialog open on the stay. */
  bookPath: string;
}

export const sample: AvailabilityAlertData = {
  locale: "en",
  homeName: "Forest Lodge",
  checkIn: "2026-07-10",
  checkOut: "2026-07-13",
  bookPath:
    "/properties/3a7d9e21-8c4b-4e2f-a1d6-5b0c9f8e7a13?startDate=2026-07-10&endDate=2026-07-13&persons=2&book=1",
};

export function AvailabilityAlertEmail(data: AvailabilityAlertData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>
        {t("availabilityAlert.body", {
          home: data.homeName,
          start: formatLongDate(data.checkIn, locale),
          end: formatLongDate(data.checkOut, locale),
        })}
      </Paragraph>
      <Paragraph>{t("availabilityAlert.once")}</Paragraph>
      <Action label={t("availabilityAlert.action")} path={data.bookPath} locale={locale} />
    </MailLayout>
  );
}

export function availabilityAlertMail(data: AvailabilityAlertData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("availabilityAlert.subject", {
      home: data.homeName,
      start: formatShortDate(data.checkIn, data.locale),
      end: formatShortDate(data.checkOut, data.locale),
    }),
    <AvailabilityAlertEmail {...data} />,
  );
}
