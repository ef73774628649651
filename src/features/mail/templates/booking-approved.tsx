import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { HomeRegistration, NoWithdrawal } from "./booking-confirmed";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A paid booking request the owner approved (AUTO_APPROVE=false). */
export interface BookingApprovedData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  /** The home's registration with Tourisme Wallonie; null when it has none. */
  homeRegistrationNumber: string | null;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export const sample: BookingApprovedData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  homeRegistrationNumber: null,
  startDate: "2026-07-10",
  endDate: "2026-07-14",
};

export function BookingApprovedEmail(data: BookingApprovedData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("bookingApproved.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      <Paragraph>{t("stayConfirmed")}</Paragraph>
      <HomeRegistration
        locale={locale}
        property={data.propertyName}
        number={data.homeRegistrationNumber}
      />
      <NoWithdrawal locale={locale} />
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function bookingApprovedMail(data: BookingApprovedData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("bookingApproved.subject", { property: data.propertyName }),
    <BookingApprovedEmail {...data} />,
  );
}
