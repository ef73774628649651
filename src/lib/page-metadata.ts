import type { Metadata } from "next";
import { LOCALES, localizedPath, ogLocaleOf } from "@/i18n/locales";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/i18n/page-locale";
import { site } from "./site";

interface PageMetadataInput {
  /** The page's own title; the layout's template adds the site suffix. */
  title: string;
  description: string;
  /**
   * Path from the site root in English, such as "/faq": the page's address in the reader's
   * language is the canonical URL, and every language's address an hreflang alternate.
   */
  path: string;
  image?: { url: string; width?: number; alt: string } | null;
  /**
   * False for pages that are one guest's business or a step of a flow (bookings, profile,
   * sign-in, checkout): they get `noindex, nofollow`. Defaults to true.
   */
  indexable?: boolean;
}

/**
 * One page's title, description, canonical URL, hreflang alternates (with `x-default`, the
 * English page), Open Graph and Twitter tags, and a robots `noindex, nofollow` when the page is
 * not indexable, for the language of the request. Next.js replaces a parent's openGraph object
 * instead of merging it, so every page needs the full set.
 */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  indexable = true,
}: PageMetadataInput): Promise<Metadata> {
  const locale = await pageLocale();
  const url = localizedPath(path, locale);
  const t = await getTranslations({ locale, namespace: "layout" });
  const fullTitle = `${title} | ${t("titleSuffix")}`;
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(LOCALES.map((other) => [other, localizedPath(path, other)])),
        "x-default": path,
      },
    },
    ...(indexable ? {} : { robots: { index: false, follow: false } }),
    openGraph: {
      type: "website",
      locale: ogLocaleOf(locale),
      alternateLocale: LOCALES.filter((other) => other !== locale).map(ogLocaleOf),
      siteName: site.name,
      url,
      title: fullTitle,
      description,
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: fullTitle,
      description,
      ...(image ? { images: [image.url] } : {}),
    },
  };
}
