import "server-only";
import { site } from "@/lib/site";
import { unsubscribeSchema, NEWSLETTER_TEXTS } from "../schemas";
import { findSubscription } from "../newsletter.server";
import { UnsubscribeButton } from "./unsubscribe-button";
import { NewsletterFrame } from "./newsletter-frame";

/** The page behind the link in every newsletter e-mail; a click, not the visit, unsubscribes. */
export async function UnsubscribePage({ token }: { token: string | undefined }) {
  const parsed = unsubscribeSchema.safeParse({ token });
  const subscription = parsed.success ? await findSubscription(parsed.data.token) : null;
  return (
    <NewsletterFrame>
      {!parsed.success || !subscription ? (
        <p role="alert" className="text-base text-stone-800">
          {NEWSLETTER_TEXTS.unknownLink}
        </p>
      ) : !subscription.subscribed ? (
        <p className="text-base text-stone-800">
          {subscription.email} is not subscribed to our newsletter any more.
        </p>
      ) : (
        <>
          <p className="text-base text-stone-800">
            Unsubscribe {subscription.email} from the {site.name} newsletter?
          </p>
          <UnsubscribeButton token={parsed.data.token} />
        </>
      )}
    </NewsletterFrame>
  );
}
