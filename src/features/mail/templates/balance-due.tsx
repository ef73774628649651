import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, formatShortDate, type CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** The balance of a booking that paid a deposit, asked for before its due date. */
export interface BalanceDueData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  balanceCents: number;
  dueOn: CalendarDate;
  /** The day the booking is cancelled if the balance is still unpaid (the payment terms' grace). */
  cancelledOn: CalendarDate;
  /** false: the request (35 days before check-in); true: the reminder (31 days). */
  reminder: boolean;
  /** The security deposit the same payment collects; 0 or absent: the home asks none. */
  securityDepositCents?: number;
}

export const sample: BalanceDueData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  balanceCents: 47_600,
  dueOn: "2026-06-10",
  cancelledOn: "2026-06-17",
  reminder: false,
};

export function BalanceDueEmail(data: BalanceDueData) {
  const { locale } = data;
  const t = mailTexts(locale);
  // The reminder names the date rather than saying "tomorrow": the owner may have moved it.
  const body = data.reminder ? "balanceDue.bodyReminder" : "balanceDue.body";
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t(body, {
          amount: formatEuros(centsToEuros(data.balanceCents), locale),
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
          date: formatLongDate(data.dueOn, locale),
        })}
      </Paragraph>
      {data.securityDepositCents ? (
        <Paragraph>
          {t("balanceDue.securityDeposit", {
            deposit: formatEuros(centsToEuros(data.securityDepositCents), locale),
            total: formatEuros(centsToEuros(data.balanceCents + data.securityDepositCents), locale),
          })}
        </Paragraph>
      ) : null}
      <Paragraph>
        {t("balanceDue.cancel", {
          date: formatLongDate(data.cancelledOn, locale),
        })}
      </Paragraph>
      <Action label={t("balanceDue.action")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function balanceDueMail(data: BalanceDueData): Promise<MailParts> {
  const t = mailTexts(data.locale);
  const property = data.propertyName;
  const date = formatShortDate(data.dueOn, data.locale);
  return renderMailParts(
    data.reminder
      ? t("balanceDue.subjectReminder", { property, date })
      : t("balanceDue.subject", {
          property,
          date,
          amount: formatEuros(centsToEuros(data.balanceCents), data.locale),
        }),
    <BalanceDueEmail {...data} />,
  );
}
