import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** An unpaid hold ran out and the dates were released. */
export interface ReservationExpiredData {
  /** The booking's language. */
  locale: Locale;
  propertyId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: ReservationExpiredData = {
  locale: "en",
  propertyId: "3a7d9e21-8c4b-4e2f-a1d6-5b0c9f8e7a13",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

export function ReservationExpiredEmail(data: ReservationExpiredData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("reservationExpired.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Paragraph>{t("reservationExpired.again")}</Paragraph>
      <Action
        label={t("reservationExpired.action")}
        path={`/properties/${data.propertyId}`}
        locale={locale}
      />
    </MailLayout>
  );
}

export function reservationExpiredMail(data: ReservationExpiredData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("reservationExpired.subject", { property: data.propertyName }),
    <ReservationExpiredEmail {...data} />,
  );
}
