import "server-only";
import { getTranslations } from "next-intl/server";
import { MailLinkPage } from "@/components/mail-link-page";
import { UnsubscribeButton } from "@/components/unsubscribe-button";
import { site } from "@/lib/site";
import { unsubscribeSchema } from "../schemas";
import { findSubscription } from "../newsletter.server";

/** The page behind the link in every newsletter e-mail; a click, not the visit, unsubscribes. */
export async function UnsubscribePage({ token }: { token: string | undefined }) {
  const t = await getTranslations("newsletter");
  const parsed = unsubscribeSchema.safeParse({ token });
  const subscription = parsed.success ? await findSubscription(parsed.data.token) : null;
  return (
    <MailLinkPage title={t("pages.title")} back={t("pages.back")}>
      {!parsed.success || !subscription ? (
        <p role="alert" className="text-base text-stone-800">
          {t("unsubscribe.unknownLink")}
        </p>
      ) : !subscription.subscribed ? (
        <p className="text-base text-stone-800">
          {t("pages.notSubscribed", { email: subscription.email })}
        </p>
      ) : (
        <>
          <p className="text-base text-stone-800">
            {t("pages.question", { email: subscription.email, name: site.name })}
          </p>
          <UnsubscribeButton
            endpoint="/api/public/newsletter/unsubscribe"
            token={parsed.data.token}
            texts={{
              unsubscribe: t("unsubscribe.unsubscribe"),
              done: t("unsubscribe.done"),
              unknownLink: t("unsubscribe.unknownLink"),
              failed: t("unsubscribe.failed"),
            }}
          />
        </>
      )}
    </MailLinkPage>
  );
}
