import "server-only";
import type { Locale } from "@/i18n/locales";
import { site } from "@/lib/site";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Double opt-in: sent to an address that has not proven it is its owner's, so it carries only
 * the link that confirms, nothing the requester typed.
 */
export interface NewsletterConfirmationData {
  /** The language of the sign-up. */
  locale: Locale;
  confirmPath: string;
}

export const sample: NewsletterConfirmationData = {
  locale: "en",
  confirmPath: "/newsletter/confirm?token=sample-token-3f9a1c",
};

export function NewsletterConfirmationEmail({ locale, confirmPath }: NewsletterConfirmationData) {
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>{t("newsletterConfirmation.ask")}</Paragraph>
      <Paragraph>{t("newsletterConfirmation.ignore")}</Paragraph>
      <Action label={t("newsletterConfirmation.action")} path={confirmPath} locale={locale} />
    </MailLayout>
  );
}

export function newsletterConfirmationMail(data: NewsletterConfirmationData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("newsletterConfirmation.subject", { site: site.name }),
    <NewsletterConfirmationEmail {...data} />,
  );
}
