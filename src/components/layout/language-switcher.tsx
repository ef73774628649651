"use client";

import { Globe } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { getPathname, usePathname } from "@/i18n/navigation";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/i18n/locales";
import { LOCALE_COOKIE } from "@/i18n/routing";
import { popoverUnderButton } from "@/components/ui/popover";
import { cn } from "@/lib/cn";

/** The same page and query in every language. */
function useLanguageLinks(): { locale: Locale; href: string }[] {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return LOCALES.map((locale) => ({
    locale,
    href: `${getPathname({ href: pathname, locale })}${query ? `?${query}` : ""}`,
  }));
}

/** Remembers the choice for `/` (src/proxy.ts); an explicit path keeps deciding the language. */
function rememberChoice(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Plain links: the new language loads as a whole page, so `<html lang>` and every text change
 * together, and the links work without JavaScript too.
 */
function LanguageLinks({ linkClass, current }: { linkClass: string; current: Locale }) {
  return useLanguageLinks().map(({ locale, href }) => (
    <li key={locale}>
      <a
        href={href}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === current ? "true" : undefined}
        onClick={() => rememberChoice(locale)}
        className={linkClass}
      >
        {LOCALE_NAMES[locale]}
      </a>
    </li>
  ));
}

/** The header's switcher: a button named 'Language: en' opening the list (a native popover). */
export function LanguageMenu() {
  const t = useTranslations("layout");
  const requested = useLocale();
  const current = isLocale(requested) ? requested : "en";
  return (
    <>
      <button
        type="button"
        popoverTarget="language-menu"
        className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-stone-800 uppercase hover:text-forest-700"
      >
        <Globe aria-hidden="true" className="size-4" />
        {/* The name contains what the button shows (WCAG 2.5.3): "Language: en". */}
        <span className="sr-only normal-case">{t("language")}: </span>
        {current}
      </button>
      <div
        id="language-menu"
        popover="auto"
        className={cn(
          popoverUnderButton,
          "min-w-40 rounded-lg border border-stone-200 bg-white p-1 shadow-lg",
        )}
      >
        <ul aria-label={t("language")}>
          <LanguageLinks
            current={current}
            linkClass="block rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-forest-50 hover:text-forest-900 aria-[current]:font-semibold aria-[current]:text-forest-800"
          />
        </ul>
      </div>
    </>
  );
}

/** The footer's switcher: the languages as a list of links. */
export function LanguageList({ className }: { className?: string }) {
  const t = useTranslations("layout");
  const requested = useLocale();
  const current = isLocale(requested) ? requested : "en";
  return (
    <nav aria-label={t("language")} className={cn("flex flex-wrap items-center gap-3", className)}>
      <Globe aria-hidden="true" className="size-4 text-bark-200" />
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <LanguageLinks
          current={current}
          linkClass="rounded-sm text-forest-100 underline-offset-4 hover:text-white hover:underline aria-[current]:font-semibold aria-[current]:text-white focus-visible:outline-bark-200"
        />
      </ul>
    </nav>
  );
}
