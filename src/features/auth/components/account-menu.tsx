"use client";

import { ChevronDown, CircleUserRound, LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { DropdownMenu } from "radix-ui";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAuthSession, useSignOut } from "./use-auth-session";

// The highlighted item (keyboard or pointer) carries a bar of full contrast, not only a tint.
const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none select-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900 data-[highlighted]:shadow-[inset_3px_0_0_var(--color-forest-600)] [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-stone-500 data-[highlighted]:[&_svg]:text-forest-700";

/**
 * The header's account corner: Login for visitors; My Bookings and a profile menu for a
 * signed-in guest. The server cannot see the stored session, so the first render is always
 * the visitor's, and the guest's controls appear once the browser has read the session.
 */
export function AccountMenu() {
  const { isAuthenticated, guest } = useAuthSession();
  const pathname = usePathname();
  const signOut = useSignOut();

  if (!isAuthenticated) {
    return (
      <Link
        href="/auth/login"
        prefetch={false}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "border-forest-700/30")}
      >
        Login
      </Link>
    );
  }

  const label = guest?.name.trim() || "Profile";
  const onBookings = pathname === "/bookings" || pathname.startsWith("/bookings/");

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        href="/bookings"
        aria-current={onBookings ? "page" : undefined}
        className="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-stone-800 hover:text-forest-700 aria-[current=page]:text-forest-700 sm:px-3"
      >
        My Bookings
      </Link>
      {/* Not modal: a modal menu hides the whole page from assistive technology (aria-hidden)
          while its links stay focusable; focus still moves in and returns to the button. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "gap-1.5 border-forest-700/30 px-2 data-[state=open]:bg-forest-50 sm:px-3",
          )}
        >
          <CircleUserRound aria-hidden="true" className="text-forest-700" />
          {/* Narrow screens show the icon only; the name stays the button's accessible name. */}
          <span className="hidden max-w-[10rem] truncate sm:inline">{label}</span>
          <span className="sr-only sm:hidden">{label}</span>
          <ChevronDown aria-hidden="true" className="text-stone-500" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            loop
            sideOffset={8}
            collisionPadding={8}
            className="z-50 max-w-[calc(100vw-1rem)] min-w-[14rem] rounded-lg border border-stone-200 bg-white p-1 text-stone-900 shadow-lg"
          >
            {guest ? (
              <DropdownMenu.Label className="px-3 py-2">
                <span className="block truncate text-sm font-medium">{guest.name}</span>
                <span className="block truncate text-xs text-stone-600">{guest.email}</span>
              </DropdownMenu.Label>
            ) : null}
            {guest ? <DropdownMenu.Separator className="my-1 h-px bg-stone-200" /> : null}
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/profile">
                <UserRound aria-hidden="true" />
                My Profile
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
