"use client";

import { CalendarDays } from "@/components/icons/calendar-days";
import { LogOut } from "@/components/icons/log-out";
import { UserRound } from "@/components/icons/user-round";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { popoverUnderButton } from "@/components/ui/popover";
import { Link } from "@/i18n/link";
import { cn } from "@/lib/cn";
import type { Guest } from "@/features/guests";
import type { AccountTexts } from "./account-corner";
import { ProfileButtonContent, profileButtonClass } from "./profile-menu-button";
import { useSignOut } from "./use-sign-out";

// The focused item carries a bar of full contrast, not only a tint.
const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-stone-800 outline-none select-none hover:bg-forest-50 hover:text-forest-900 focus:bg-forest-50 focus:text-forest-900 focus:shadow-[inset_3px_0_0_var(--color-forest-600)] [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-stone-500 focus:[&_svg]:text-forest-700";

/**
 * The signed-in guest's menu: My Bookings (the header shows it only on wider screens), My
 * Profile and Logout. A native popover: Escape and a click elsewhere close it and focus goes
 * back to the button; the arrow keys, Home and End move between the items (the ARIA menu
 * pattern).
 */
export function ProfileMenu({
  guest,
  label,
  texts,
}: {
  guest: Guest | null;
  label: string;
  texts: Pick<AccountTexts, "myBookings" | "myProfile" | "logout">;
}) {
  const signOut = useSignOut();
  const popoverId = useId();
  const popover = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const items = () => [
    ...(popover.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []),
  ];
  const focusItem = (at: (count: number) => number) => {
    const all = items();
    all[at(all.length)]?.focus();
  };
  const close = () => popover.current?.hidePopover();

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    popover.current?.showPopover();
    focusItem(event.key === "ArrowDown" ? () => 0 : (count) => count - 1);
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, (count: number) => number> = {
      ArrowDown: (count) => (current + 1) % count,
      ArrowUp: (count) => (current - 1 + count) % count,
      Home: () => 0,
      End: (count) => count - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(move);
    } else if (event.key === "Tab") close();
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        aria-haspopup="menu"
        aria-expanded={open}
        onKeyDown={onButtonKeyDown}
        className={profileButtonClass()}
      >
        <ProfileButtonContent label={label} />
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        onToggle={(event) => {
          const opened = event.newState === "open";
          setOpen(opened);
          // Opened by a click, Enter or Space: the first item takes focus, as the pattern asks.
          if (opened && !popover.current?.contains(document.activeElement)) focusItem(() => 0);
        }}
        className={cn(
          popoverUnderButton,
          "w-max max-w-[calc(100vw-1rem)] min-w-[14rem] rounded-lg border border-stone-200 bg-white p-1 text-stone-900 shadow-lg",
        )}
      >
        {guest ? (
          <div className="border-b border-stone-200 px-3 py-2">
            <span className="block truncate text-sm font-medium">{guest.name}</span>
            <span className="block truncate text-xs text-stone-600">{guest.email}</span>
          </div>
        ) : null}
        <div role="menu" aria-label={label} onKeyDown={onMenuKeyDown} className="pt-1">
          <Link
            href="/bookings"
            role="menuitem"
            tabIndex={-1}
            onClick={close}
            className={itemClass}
          >
            <CalendarDays aria-hidden="true" />
            {texts.myBookings}
          </Link>
          <Link href="/profile" role="menuitem" tabIndex={-1} onClick={close} className={itemClass}>
            <UserRound aria-hidden="true" />
            {texts.myProfile}
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close();
              void signOut();
            }}
            className={itemClass}
          >
            <LogOut aria-hidden="true" />
            {texts.logout}
          </button>
        </div>
      </div>
    </>
  );
}
