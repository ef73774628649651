import "server-only";
import type { Locale } from "@/i18n/locales";
import { site } from "@/lib/site";
import { Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner whose sign-in was reset, by another owner or on the server. */
export interface OwnerResetData {
  /** The back office is English, and so is its mail. */
  locale: Locale;
  /** The owner who reset it in the back office; null for `npm run owner:reset` on the server. */
  by: string | null;
}

export const sample: OwnerResetData = { locale: "en", by: "anna@ardennes-stays.example" };

export function OwnerResetEmail({ locale, by }: OwnerResetData) {
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>
        {by
          ? t("ownerReset.byOwner", { by, site: site.name })
          : t("ownerReset.onServer", { site: site.name })}
      </Paragraph>
      <Paragraph>{t("ownerReset.next")}</Paragraph>
      <Paragraph>{t("ownerReset.notYou")}</Paragraph>
    </MailLayout>
  );
}

export function ownerResetMail(data: OwnerResetData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("ownerReset.subject"),
    <OwnerResetEmail {...data} />,
  );
}
