import "server-only";
import type { Locale } from "@/i18n/locales";
import { site } from "@/lib/site";
import { Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** To the owner whose sign-in gained a passkey, so a passkey they did not add does not go unseen. */
export interface OwnerPasskeyAddedData {
  /** The back office is English, and so is its mail. */
  locale: Locale;
  /** The name it was given, as typed in the back office. */
  name: string;
}

export const sample: OwnerPasskeyAddedData = { locale: "en", name: "Kitchen laptop" };

export function PasskeyAddedEmail({ locale, name }: OwnerPasskeyAddedData) {
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>{t("passkeyAdded.body", { name, site: site.name })}</Paragraph>
      <Paragraph>{t("passkeyAdded.notYou")}</Paragraph>
    </MailLayout>
  );
}

export function ownerPasskeyAddedMail(data: OwnerPasskeyAddedData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("passkeyAdded.subject", { name: data.name }),
    <PasskeyAddedEmail {...data} />,
  );
}
