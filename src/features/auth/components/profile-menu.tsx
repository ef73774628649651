"use client";

import { CalendarDays, LogOut, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { Link } from "@/i18n/navigation";
import type { Guest } from "@/features/guests";
import { ProfileButtonContent, profileButtonClass } from "./profile-menu-button";
import { useSignOut } from "./use-sign-out";

// The highlighted item (keyboard or pointer) carries a bar of full contrast, not only a tint.
const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none select-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900 data-[highlighted]:shadow-[inset_3px_0_0_var(--color-forest-600)] [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-stone-500 data-[highlighted]:[&_svg]:text-forest-700";

/** The signed-in guest's menu: My Bookings (the header shows it only on wider screens), My Profile and Logout. */
export function ProfileMenu({ guest, label }: { guest: Guest | null; label: string }) {
  const t = useTranslations("auth.account");
  const layout = useTranslations("layout");
  const signOut = useSignOut();
  return (
    /* Not modal: a modal menu hides the whole page from assistive technology (aria-hidden)
       while its links stay focusable; focus still moves in and returns to the button. */
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={profileButtonClass()}>
        <ProfileButtonContent label={label} />
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
            <Link href="/bookings">
              <CalendarDays aria-hidden="true" />
              {layout("myBookings")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <UserRound aria-hidden="true" />
              {layout("myProfile")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {t("logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
