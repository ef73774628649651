import NextLink from "next/link";
import type { ComponentProps } from "react";
import { localizedPath } from "./locales";
import { usePageLocale } from "./use-page-locale";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * A link that keeps the page's language: next/link with the language's prefix on a path of this
 * site. Works in server and client components alike. next-intl's own Link did the same through a
 * client component and its navigation runtime, about 5 KB on every guest page's first load.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = usePageLocale();
  const ours = href.startsWith("/") && !href.startsWith("//");
  return <NextLink href={ours ? localizedPath(href, locale) : href} {...props} />;
}
