import "server-only";
import Link from "next/link";
import { site } from "@/lib/site";
import { confirmNewsletterSubscription, unsubscribePath } from "../newsletter.server";
import { confirmSchema, NEWSLETTER_TEXTS } from "../schemas";
import { NewsletterFrame } from "./newsletter-frame";

/**
 * The page behind the link in the confirmation mail: following it confirms the sign-up (double
 * opt-in); a second visit says the same.
 */
export async function ConfirmPage({ token }: { token: string | undefined }) {
  const parsed = confirmSchema.safeParse({ token });
  const confirmed = parsed.success ? await confirmNewsletterSubscription(parsed.data.token) : null;
  return (
    <NewsletterFrame>
      {confirmed ? (
        <>
          <h2 className="font-serif text-xl font-semibold text-forest-800">
            {NEWSLETTER_TEXTS.confirmed}
          </h2>
          <p className="text-base text-stone-800">
            {confirmed.email} will receive the {site.name} newsletter a few times a year: new homes,
            quiet weeks in the forest and seasonal offers.
          </p>
          <p className="text-sm text-stone-600">
            Changed your mind?{" "}
            <Link
              href={unsubscribePath(confirmed.unsubscribeToken)}
              className="text-forest-700 underline-offset-4 hover:underline"
            >
              Unsubscribe
            </Link>
          </p>
        </>
      ) : (
        <p role="alert" className="text-base text-stone-800">
          {NEWSLETTER_TEXTS.unknownConfirmation}
        </p>
      )}
    </NewsletterFrame>
  );
}
