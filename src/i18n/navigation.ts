import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useMemo } from "react";
import { localizedPath, splitLocalePath, type Locale } from "./locales";

/** The page's language, read from its path: needs no next-intl context. */
export function usePathLocale(): Locale {
  return splitLocalePath(useNextPathname()).locale;
}

/** The page's path without its language: "/nl/bookings" reads "/bookings". */
export function usePathname(): string {
  return splitLocalePath(useNextPathname()).path;
}

/** next/navigation's router, going to our pages in the page's language. */
export function useRouter(): { push(href: string): void; replace(href: string): void } {
  const router = useNextRouter();
  const locale = usePathLocale();
  return useMemo(
    () => ({
      push: (href) => router.push(localizedPath(href, locale)),
      replace: (href) => router.replace(localizedPath(href, locale)),
    }),
    [router, locale],
  );
}
