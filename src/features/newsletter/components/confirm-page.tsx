import "server-only";
import { getTranslations } from "next-intl/server";
import { MailLinkPage, SignUpConfirmed } from "@/components/mail-link-page";
import { site } from "@/lib/site";
import { confirmNewsletterSubscription, unsubscribePath } from "../newsletter.server";
import { confirmSchema } from "../schemas";

/**
 * The page behind the link in the confirmation mail: following it confirms the sign-up (double
 * opt-in); a second visit says the same.
 */
export async function ConfirmPage({ token }: { token: string | undefined }) {
  const t = await getTranslations("newsletter");
  const parsed = confirmSchema.safeParse({ token });
  const confirmed = parsed.success ? await confirmNewsletterSubscription(parsed.data.token) : null;
  return (
    <MailLinkPage title={t("pages.title")} back={t("pages.back")}>
      {confirmed ? (
        <SignUpConfirmed
          heading={t("pages.confirmed")}
          text={t("pages.confirmedText", { email: confirmed.email, name: site.name })}
          changedMind={t("pages.changedMind")}
          unsubscribe={{
            label: t("unsubscribe.unsubscribe"),
            href: unsubscribePath(confirmed.unsubscribeToken),
          }}
        />
      ) : (
        <p role="alert" className="text-base text-stone-800">
          {t("pages.unknownConfirmation")}
        </p>
      )}
    </MailLinkPage>
  );
}
