import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Asks the guest of a past stay to review it (issue 34): first once after the stay, then as the
 * one reminder 7 days later.
 */
export interface ReviewInvitationData {
  /** The booking's language. */
  locale: Locale;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** What lets the link write this stay's review without signing in. */
  token: string;
  /** The last day a review can be written. */
  lastDay: CalendarDate;
  /** The reminder rather than the first invitation. */
  reminder: boolean;
}

export const sample: ReviewInvitationData = {
  locale: "en",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  token: "q3Zr8VfKx2LmT9wYc4NbHj",
  lastDay: "2026-08-13",
  reminder: false,
};

/** Where a stay's review is written: a page that takes the mail's token instead of a sign-in. */
export function reviewWritePath(token: string): string {
  return `/reviews/write?token=${encodeURIComponent(token)}`;
}

export function ReviewInvitationEmail(data: ReviewInvitationData) {
  const { locale } = data;
  const t = mailTexts(locale);
  const stay = {
    property: data.propertyName,
    start: formatLongDate(data.startDate, locale),
    end: formatLongDate(data.endDate, locale),
  };
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {data.reminder
          ? t("reviewInvitation.bodyReminder", stay)
          : t("reviewInvitation.body", stay)}
      </Paragraph>
      <Paragraph>
        {t("reviewInvitation.how", { lastDay: formatLongDate(data.lastDay, locale) })}
      </Paragraph>
      <Action
        label={t("reviewInvitation.action")}
        path={reviewWritePath(data.token)}
        locale={locale}
      />
    </MailLayout>
  );
}

export function reviewInvitationMail(data: ReviewInvitationData): Promise<MailParts> {
  const t = mailTexts(data.locale);
  const property = { property: data.propertyName };
  return renderMailParts(
    data.reminder
      ? t("reviewInvitation.subjectReminder", property)
      : t("reviewInvitation.subject", property),
    <ReviewInvitationEmail {...data} />,
  );
}
