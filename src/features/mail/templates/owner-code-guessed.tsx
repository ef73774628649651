import "server-only";
import type { Locale } from "@/i18n/locales";
import { site } from "@/lib/site";
import { Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * To an owner whose address reached the day's wrong sign-in codes: someone may be guessing, and
 * only devices they signed in on before get in today. Sent to owners only, at most once a day.
 */
export interface OwnerCodeGuessedData {
  /** The back office is English, and so is its mail. */
  locale: Locale;
  email: string;
  /** Wrong codes a day per address. */
  limit: number;
}

export const sample: OwnerCodeGuessedData = {
  locale: "en",
  email: "owner@ardennes-stays.example",
  limit: 10,
};

export function OwnerCodeGuessedEmail({ locale, email, limit }: OwnerCodeGuessedData) {
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>{t("ownerCodeGuessed.body", { limit, site: site.name })}</Paragraph>
      <Paragraph>{t("ownerCodeGuessed.devices")}</Paragraph>
      <Paragraph>
        {t("ownerCodeGuessed.lift", { command: `npm run owner:reset -- ${email} --limits-only` })}
      </Paragraph>
    </MailLayout>
  );
}

export function ownerCodeGuessedMail(data: OwnerCodeGuessedData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("ownerCodeGuessed.subject"),
    <OwnerCodeGuessedEmail {...data} />,
  );
}
