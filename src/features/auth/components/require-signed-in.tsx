"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { usePathname, useRouter } from "@/i18n/navigation";
import { signOutCount, useAuthSession } from "./use-auth-session";

function CheckingSession() {
  const t = useTranslations("auth.account");
  return (
    <div role="status" className="flex flex-col gap-4 py-2">
      <span className="sr-only">{t("checking")}</span>
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}

/**
 * Shows its content only to a signed-in guest. Others are sent to the login page, which brings
 * them back here afterwards. The content never renders before the stored session has been read.
 */
export function RequireSignedIn({
  children,
  fallback = <CheckingSession />,
}: {
  children: ReactNode;
  /** Shown while the session is being read and while a signed-out visitor is sent away. */
  fallback?: ReactNode;
}) {
  const router = useRouter();
  // Without the language: the login page is opened in the same one and brings the guest back.
  const pathname = usePathname();
  const { hydrated, isAuthenticated } = useAuthSession();
  const [signOutsAtMount] = useState(signOutCount);

  useEffect(() => {
    if (!hydrated || isAuthenticated) return;
    // The guest signed out here: the sign-out already navigates to the login page.
    if (signOutCount() !== signOutsAtMount) return;
    const here = `${pathname}${window.location.search}`;
    router.replace(`/auth/login?next=${encodeURIComponent(here)}`);
  }, [hydrated, isAuthenticated, pathname, router, signOutsAtMount]);

  return hydrated && isAuthenticated ? children : fallback;
}
