import "server-only";
import { getTranslations } from "next-intl/server";
import { MailLinkPage } from "@/components/mail-link-page";
import { Link } from "@/i18n/navigation";
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
        <>
          <h2 className="font-serif text-xl font-semibold text-forest-800">
            {t("pages.confirmed")}
          </h2>
          <p className="text-base text-stone-800">
            {t("pages.confirmedText", { email: confirmed.email, name: site.name })}
          </p>
          <p className="text-sm text-stone-600">
            {t("pages.changedMind")}{" "}
            <Link
              href={unsubscribePath(confirmed.unsubscribeToken)}
              className="text-forest-700 underline-offset-4 hover:underline"
            >
              {t("unsubscribe.unsubscribe")}
            </Link>
          </p>
        </>
      ) : (
        <p role="alert" className="text-base text-stone-800">
          {t("pages.unknownConfirmation")}
        </p>
      )}
    </MailLinkPage>
  );
}
