import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Sent once, 7 days before arrival, to the guest of a confirmed stay whose traveller register is
 * still empty (docs/decisions/0053).
 */
export interface TravellerRegisterReminderData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: TravellerRegisterReminderData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

/** Where a stay's register is filled in: a page of the booking, for its signed-in guest. */
export function registerPath(bookingId: string): string {
  return `/bookings/${bookingId}/register`;
}

export function TravellerRegisterReminderEmail(data: TravellerRegisterReminderData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("travellerRegister.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Paragraph>{t("travellerRegister.what")}</Paragraph>
      <Action
        label={t("travellerRegister.action")}
        path={registerPath(data.bookingId)}
        locale={locale}
      />
    </MailLayout>
  );
}

export function travellerRegisterReminderMail(
  data: TravellerRegisterReminderData,
): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("travellerRegister.subject", { property: data.propertyName }),
    <TravellerRegisterReminderEmail {...data} />,
  );
}
