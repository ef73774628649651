"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { localizedPath } from "./locales";
import { usePathLocale } from "./navigation";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * A link that keeps the page's language: next/link (itself a client component) with the
 * language's prefix on a path of this site, the language read from the page's path. It needs no
 * next-intl context, so components that take their texts as props can use it too.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = usePathLocale();
  const ours = href.startsWith("/") && !href.startsWith("//");
  return <NextLink href={ours ? localizedPath(href, locale) : href} {...props} />;
}
