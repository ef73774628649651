import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, formatShortDate, type CalendarDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Double opt-in of an availability alert: sent to an address that has not proven it is its
 * owner's, so it carries the home and dates chosen from the site and the link that confirms,
 * nothing the requester typed.
 */
export interface AvailabilityAlertConfirmationData {
  /** The language of the request. */
  locale: Locale;
  homeName: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  confirmPath: string;
}

export const sample: AvailabilityAlertConfirmationData = {
  locale: "en",
  homeName: "Forest Lodge",
  checkIn: "2026-07-10",
  checkOut: "2026-07-13",
  confirmPath: "/alerts/confirm?token=sample-token-7c2e4b",
};

export function AvailabilityAlertConfirmationEmail(data: AvailabilityAlertConfirmationData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>
        {t("availabilityAlertConfirmation.ask", {
          home: data.homeName,
          start: formatLongDate(data.checkIn, locale),
          end: formatLongDate(data.checkOut, locale),
        })}
      </Paragraph>
      <Paragraph>{t("availabilityAlertConfirmation.ignore")}</Paragraph>
      <Action
        label={t("availabilityAlertConfirmation.action")}
        path={data.confirmPath}
        locale={locale}
      />
    </MailLayout>
  );
}

export function availabilityAlertConfirmationMail(
  data: AvailabilityAlertConfirmationData,
): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("availabilityAlertConfirmation.subject", {
      home: data.homeName,
      start: formatShortDate(data.checkIn, data.locale),
      end: formatShortDate(data.checkOut, data.locale),
    }),
    <AvailabilityAlertConfirmationEmail {...data} />,
  );
}
