import "server-only";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/i18n/page-messages";
import { site } from "@/lib/site";
import { unsubscribeSchema } from "../schemas";
import { findSubscription } from "../newsletter.server";
import { UnsubscribeButton } from "./unsubscribe-button";
import { NewsletterFrame } from "./newsletter-frame";

/** The page behind the link in every newsletter e-mail; a click, not the visit, unsubscribes. */
export async function UnsubscribePage({ token }: { token: string | undefined }) {
  const t = await getTranslations("newsletter");
  const parsed = unsubscribeSchema.safeParse({ token });
  const subscription = parsed.success ? await findSubscription(parsed.data.token) : null;
  return (
    <NewsletterFrame>
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
          <PageMessages namespaces={["newsletter.unsubscribe"]}>
            <UnsubscribeButton token={parsed.data.token} />
          </PageMessages>
        </>
      )}
    </NewsletterFrame>
  );
}
