"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { Link } from "@/i18n/link";
import { useRouter } from "@/i18n/navigation";
import { EmailVerificationForm } from "./email-verification-form";
import { signInDestination } from "./sign-in-destination";
import { useAuthSession } from "./use-auth-session";

/** The content of /auth/login: a heading, the sign-in form and a way to reach a person. */
export function SignInPage({ next }: { next?: string }) {
  const t = useTranslations("auth.signInPage");
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
          {t("heading")}
        </h1>
        <p className="text-sm text-stone-700">{t("intro")}</p>
      </div>
      {hydrated && isAuthenticated ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-8 text-sm text-stone-700"
        >
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t("signedIn")}
        </p>
      ) : (
        <EmailVerificationForm onVerified={leave} />
      )}
      <p className="border-t border-stone-200 pt-5 text-center text-sm text-stone-700">
        {t("trouble")}{" "}
        {/* Not prefetched, like the logo link: this page loads only what signing in needs. */}
        <Link
          href="/contact"
          prefetch={false}
          className="font-medium text-forest-700 underline underline-offset-4 hover:text-forest-800"
        >
          {t("contactSupport")}
        </Link>
      </p>
    </div>
  );
}
