import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * A stay's security deposit settled (issue 35): refunded whole 7 days after check-out, or the
 * owner kept some or all of it for the reason the guest is told here, the rest refunded at once.
 */
export interface SecurityDepositSettledData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  depositCents: number;
  /** 0: all of it goes back. */
  keptCents: number;
  /** The owner's reason, when anything is kept. */
  reason: string | null;
}

export const sample: SecurityDepositSettledData = {
  locale: "en",
  bookingId: "0b7e4c1d-2a3f-4e5b-8c6d-7e8f9a0b1c2d",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-13",
  depositCents: 30_000,
  keptCents: 0,
  reason: null,
};

/** In a cancellation's mail: the security deposit paid comes back whole, beside its refund. */
export function SecurityDepositBack({ cents, locale }: { cents?: number; locale: Locale }) {
  if (!cents) return null;
  const amount = formatEuros(centsToEuros(cents), locale);
  return <Paragraph>{mailTexts(locale)("securityDeposit.back", { amount })}</Paragraph>;
}

export function SecurityDepositSettledEmail(data: SecurityDepositSettledData) {
  const { locale } = data;
  const t = mailTexts(locale);
  const euros = (cents: number) => formatEuros(centsToEuros(cents), locale);
  const stay = {
    property: data.propertyName,
    start: formatLongDate(data.startDate, locale),
    end: formatLongDate(data.endDate, locale),
    amount: euros(data.depositCents),
  };
  const refundCents = data.depositCents - data.keptCents;
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      {data.keptCents === 0 ? (
        <Paragraph>{t("securityDeposit.refunded", stay)}</Paragraph>
      ) : (
        <>
          <Paragraph>
            {t("securityDeposit.kept", { ...stay, kept: euros(data.keptCents) })}
          </Paragraph>
          <Paragraph>{t("securityDeposit.reason", { reason: data.reason ?? "" })}</Paragraph>
          <Paragraph>
            {refundCents > 0
              ? t("securityDeposit.rest", { rest: euros(refundCents) })
              : t("securityDeposit.nothingBack")}
          </Paragraph>
          <Paragraph>{t("securityDeposit.questions")}</Paragraph>
        </>
      )}
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function securityDepositSettledMail(data: SecurityDepositSettledData): Promise<MailParts> {
  const key =
    data.keptCents === 0 ? "securityDeposit.subjectRefunded" : "securityDeposit.subjectKept";
  return renderMailParts(
    mailTexts(data.locale)(key, { property: data.propertyName }),
    <SecurityDepositSettledEmail {...data} />,
  );
}
