"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { EmailVerificationForm } from "./email-verification-form";
import { useAuthSession } from "./use-auth-session";

const DEFAULT_DESTINATION = "/bookings";

/**
 * Where to go after signing in: `next` when it is a path on this site, else My Bookings.
 * "//host" and "/\host" are read by browsers as other sites, so they are refused.
 */
export function signInDestination(next: string | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return DEFAULT_DESTINATION;
  }
  // Control characters are dropped by URL parsers and could turn the path into something else.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return DEFAULT_DESTINATION;
  }
  // Coming back to the login page would only show it again.
  if (next === "/auth" || next.startsWith("/auth/") || next.startsWith("/auth?")) {
    return DEFAULT_DESTINATION;
  }
  return next;
}

/** The content of /auth/login: a heading, the sign-in form and a way to reach a person. */
export function SignInPage({ next }: { next?: string }) {
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
          Welcome Back
        </h1>
        <p className="text-sm text-stone-700">
          Sign in with a one-time code sent to your email to manage your stays.
        </p>
      </div>
      {hydrated && isAuthenticated ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-8 text-sm text-stone-700"
        >
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          You are signed in. Taking you onward…
        </p>
      ) : (
        <EmailVerificationForm onVerified={leave} />
      )}
      <p className="border-t border-stone-200 pt-5 text-center text-sm text-stone-700">
        Trouble signing in?{" "}
        {/* Not prefetched, like the logo link: this page loads only what signing in needs. */}
        <Link
          href="/contact"
          prefetch={false}
          className="font-medium text-forest-700 underline underline-offset-4 hover:text-forest-800"
        >
          Contact Support
        </Link>
      </p>
    </div>
  );
}
