import "server-only";
import type { Locale } from "@/i18n/locales";
import { site } from "@/lib/site";
import { Greeting, Highlight, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Sent to whichever address was typed: only the code and what it is for, nothing the requester
 * typed (not even a name).
 */
export interface SignInCodeData {
  /** The language of the request that asked for the code; the owner's is always English. */
  locale: Locale;
  code: string;
  /** A code for the owner's back office says so, so an owner never mistakes it for a guest's. */
  backOffice?: boolean;
}

export const sample: SignInCodeData = { locale: "en", code: "482913" };

/** What the outbox keeps in place of the code once the mail is sent. */
export const BLANKED_CODE = "••••••";

export function SignInCodeEmail({ locale, code, backOffice = false }: SignInCodeData) {
  const t = mailTexts(locale);
  return (
    <MailLayout locale={locale}>
      <Greeting name={null} locale={locale} />
      <Paragraph>{t("signInCode.use", { site: site.name })}</Paragraph>
      {backOffice ? <Paragraph>{t("signInCode.backOffice", { site: site.name })}</Paragraph> : null}
      <Paragraph>{t("signInCode.ignore")}</Paragraph>
      <Highlight>{code}</Highlight>
    </MailLayout>
  );
}

export function signInCodeMail(data: SignInCodeData): Promise<MailParts> {
  const t = mailTexts(data.locale);
  const subject = data.backOffice ? "signInCode.subjectBackOffice" : "signInCode.subject";
  return renderMailParts(t(subject, { code: data.code }), <SignInCodeEmail {...data} />);
}
