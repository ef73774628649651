"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useCallback, useEffect, useRef } from "react";
import { Link } from "@/i18n/link";
import { useRouter } from "@/i18n/navigation";
import { EmailVerificationForm } from "./email-verification-form";
import type { SignInFormIntl } from "./sign-in-form-intl";
import { signInDestination } from "./sign-in-destination";
import { useAuthSession } from "./use-auth-session";

export type SignInPageTexts = Record<
  "heading" | "intro" | "signedIn" | "trouble" | "contactSupport",
  string
>;

/**
 * The content of /auth/login: a heading, the sign-in form and a way to reach a person. Its texts
 * come from the server, so the page loads no i18n runtime until a code has been sent.
 */
export function SignInPage({
  next,
  texts,
  intl,
}: {
  next?: string;
  texts: SignInPageTexts;
  intl: SignInFormIntl;
}) {
  const router = useRouter();
  const { hydrated, isAuthenticated } = useAuthSession();
  const destination = signInDestination(next);
  const left = useRef(false);

  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    router.replace(destination);
  }, [router, destination]);

  // A guest who is already signed in (or just signed in) goes straight on.
  useEffect(() => {
    if (hydrated && isAuthenticated) leave();
  }, [hydrated, isAuthenticated, leave]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          {texts.heading}
        </h1>
        <p className="text-sm text-stone-700">{texts.intro}</p>
      </div>
      {hydrated && isAuthenticated ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-8 text-sm text-stone-700"
        >
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {texts.signedIn}
        </p>
      ) : (
        <EmailVerificationForm intl={intl} onVerified={leave} />
      )}
      <p className="border-t border-stone-200 pt-5 text-center text-sm text-stone-700">
        {texts.trouble}{" "}
        {/* Not prefetched, like the logo link: this page loads only what signing in needs. */}
        <Link
          href="/contact"
          prefetch={false}
          className="font-medium text-forest-700 underline underline-offset-4 hover:text-forest-800"
        >
          {texts.contactSupport}
        </Link>
      </p>
    </div>
  );
}
