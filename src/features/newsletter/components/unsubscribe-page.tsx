import "server-only";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { site } from "@/lib/site";
import { unsubscribeSchema, NEWSLETTER_TEXTS } from "../schemas";
import { findSubscription } from "../newsletter.server";
import { UnsubscribeButton } from "./unsubscribe-button";

/** The page behind the link in every newsletter e-mail; a click, not the visit, unsubscribes. */
export async function UnsubscribePage({ token }: { token: string | undefined }) {
  const parsed = unsubscribeSchema.safeParse({ token });
  const subscription = parsed.success ? await findSubscription(parsed.data.token) : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-stone-900">Newsletter</h1>
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
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
        <p className="text-sm text-stone-600">
          <Link href="/properties" className="text-forest-700 underline-offset-4 hover:underline">
            Back to the holiday homes
          </Link>
        </p>
      </Card>
    </div>
  );
}
