"use client";

import { lazy, Suspense } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { ProfileButtonContent, profileButtonClass } from "./profile-menu-button";
import { useAuthSession } from "./use-auth-session";

// Only a signed-in guest needs the menu, so visitors never load it.
const ProfileMenu = lazy(() => import("./profile-menu").then((m) => ({ default: m.ProfileMenu })));

/** Holds the menu button's place, looking the same, while the menu loads. */
function ProfileMenuPlaceholder({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className={cn(profileButtonClass(), "pointer-events-none")}>
      <ProfileButtonContent label={label} />
    </span>
  );
}

export type AccountTexts = Record<
  "login" | "myBookings" | "myProfile" | "logout" | "profile",
  string
>;

/**
 * The header's account corner: Login for visitors; My Bookings and a profile menu for a
 * signed-in guest. The server cannot see the stored session, so the first render is always
 * the visitor's, and the guest's controls appear once the browser has read the session.
 * Its texts come from the server (account-menu.tsx).
 */
export function AccountCorner({ texts }: { texts: AccountTexts }) {
  const { isAuthenticated, guest } = useAuthSession();
  // The path without its language, so "/nl/bookings" counts as "/bookings".
  const pathname = usePathname();

  if (!isAuthenticated) {
    return (
      <Link
        href="/auth/login"
        prefetch={false}
        className={buttonVariants({ variant: "soft", size: "sm" })}
      >
        {texts.login}
      </Link>
    );
  }

  const label = guest?.name.trim() || texts.profile;
  const onBookings = pathname === "/bookings" || pathname.startsWith("/bookings/");

  // On a phone My Bookings is in the profile menu: the header has room for the brand.
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        href="/bookings"
        aria-current={onBookings ? "page" : undefined}
        className="hidden rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-800 hover:text-forest-700 aria-[current=page]:text-forest-700 sm:block"
      >
        {texts.myBookings}
      </Link>
      <Suspense fallback={<ProfileMenuPlaceholder label={label} />}>
        <ProfileMenu guest={guest} label={label} texts={texts} />
      </Suspense>
    </div>
  );
}
