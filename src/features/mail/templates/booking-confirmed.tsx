import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { absoluteUrl, Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A booking whose payment arrived in time; with AUTO_APPROVE it is confirmed at once. */
export interface PaidBookingData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  /** The home's registration with Tourisme Wallonie; null when it has none. */
  homeRegistrationNumber: string | null;
  amountCents: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** What is left to pay after this payment, a deposit; null: the stay is paid in full. */
  balance: { cents: number; dueOn: CalendarDate } | null;
}

export const sample: PaidBookingData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  homeRegistrationNumber: null,
  amountCents: 68_000,
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  balance: null,
};

/** The payment, as this mail and the owner-approval one (./payment-received) both say it. */
export function PaymentReceipt(data: PaidBookingData) {
  const { locale, balance } = data;
  const t = mailTexts(locale);
  return (
    <>
      <Paragraph>
        {t("bookingConfirmed.receipt", {
          amount: formatEuros(centsToEuros(data.amountCents), locale),
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      {balance && (
        <Paragraph>
          {t("bookingConfirmed.balance", {
            amount: formatEuros(centsToEuros(balance.cents), locale),
            date: formatLongDate(balance.dueOn, locale),
          })}
        </Paragraph>
      )}
    </>
  );
}

/**
 * No right of withdrawal for a stay booked for specific dates (Code of Economic Law, art. VI.53,
 * 12°): the confirmation repeats, on a durable medium, what the booking page said before payment.
 * Shared with the owner-approval flow's confirmation (./booking-approved).
 */
export function NoWithdrawal({ locale }: { locale: Locale }) {
  const url = absoluteUrl("/terms#cancellation", locale);
  return <Paragraph>{mailTexts(locale)("noWithdrawal", { url })}</Paragraph>;
}

/** The home's registration number, which the law wants wherever the home is sold. */
export function HomeRegistration({
  locale,
  property,
  number,
}: {
  locale: Locale;
  property: string;
  number: string | null;
}) {
  if (number === null) return null;
  return <Paragraph>{mailTexts(locale)("homeRegistration", { property, number })}</Paragraph>;
}

export function BookingConfirmedEmail(data: PaidBookingData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <PaymentReceipt {...data} />
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

export function bookingConfirmedMail(data: PaidBookingData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("bookingConfirmed.subject", { property: data.propertyName }),
    <BookingConfirmedEmail {...data} />,
  );
}
