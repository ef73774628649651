import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { site } from "@/lib/site";
import { LanguageMenu } from "./language-switcher";
import { LogoMark } from "./logo-mark";

function LoginButton() {
  const t = useTranslations("layout");
  return (
    <Link
      href="/auth/login"
      prefetch={false}
      className={buttonVariants({ variant: "soft", size: "sm" })}
    >
      {t("login")}
    </Link>
  );
}

/**
 * `account` is the right-hand slot: the Login button for now; a client-side auth menu
 * (My Bookings, profile menu) replaces it once sign-in exists.
 */
export function SiteHeader({ account = <LoginButton /> }: { account?: ReactNode }) {
  const t = useTranslations("layout");
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-bark-50/95 backdrop-blur supports-[backdrop-filter]:bg-bark-50/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:h-16 sm:px-6 lg:px-8">
        <Link
          href="/properties"
          className="flex shrink-0 items-center gap-2 rounded-md text-forest-900"
        >
          <LogoMark className="size-7 sm:size-8" />
          {/* Whole or not at all: below 360 px the mark alone, the name still its link's name. */}
          <span className="font-serif text-lg font-semibold tracking-tight whitespace-nowrap max-[22.5rem]:sr-only sm:text-xl">
            {site.name}
          </span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-4">
          {/* On a phone the brand is the way to the homes: the header keeps room for it. */}
          <nav aria-label={t("mainNavigation")} className="hidden sm:block">
            <ul className="flex items-center gap-1 sm:gap-2">
              <li>
                <Link
                  href="/properties"
                  className="rounded-md px-2 py-2 text-sm font-medium text-stone-800 hover:text-forest-700 sm:px-3"
                >
                  {t("properties")}
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageMenu />
          {account}
        </div>
      </div>
    </header>
  );
}
