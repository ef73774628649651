import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** Why a review is no longer shown: the only reasons one is hidden (issue 34). */
export type ReviewHiddenReason = "personal_data" | "offensive" | "not_about_stay";

/** Tells the guest who wrote a review that it is no longer shown, and why. */
export interface ReviewHiddenData {
  /** The booking's language. */
  locale: Locale;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  reason: ReviewHiddenReason;
}

export const sample: ReviewHiddenData = {
  locale: "en",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  reason: "personal_data",
};

export function ReviewHiddenEmail(data: ReviewHiddenData) {
  const { locale } = data;
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("reviewHidden.body", {
          property: data.propertyName,
          start: formatLongDate(data.startDate, locale),
          end: formatLongDate(data.endDate, locale),
          reason: data.reason,
        })}
      </Paragraph>
      <Paragraph>{t("reviewHidden.rules")}</Paragraph>
    </MailLayout>
  );
}

export function reviewHiddenMail(data: ReviewHiddenData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("reviewHidden.subject", { property: data.propertyName }),
    <ReviewHiddenEmail {...data} />,
  );
}
