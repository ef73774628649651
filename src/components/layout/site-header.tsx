import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { site } from "@/lib/site";
import { LanguageMenu } from "./language-switcher";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("size-8 shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" className="fill-forest-700" />
      <circle cx="22.5" cy="9.5" r="2.5" className="fill-bark-200" />
      <path d="M5 24 12.5 12l4.2 6.7L19.5 15 27 24Z" className="fill-forest-100" />
      <path d="M12.5 12 10 16h5Z" className="fill-white" />
    </svg>
  );
}

function LoginButton() {
  const t = useTranslations("layout");
  return (
    <Link
      href="/auth/login"
      prefetch={false}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "border-forest-700/30")}
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
          className="flex min-w-0 items-center gap-2 rounded-md text-forest-900"
        >
          <LogoMark className="size-7 sm:size-8" />
          <span className="truncate font-serif text-lg font-semibold tracking-tight sm:text-xl">
            {site.name}
          </span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-4">
          <nav aria-label={t("mainNavigation")}>
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
