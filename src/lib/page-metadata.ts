import type { Metadata } from "next";
import { site } from "./site";

interface PageMetadataInput {
  /** The page's own title; the layout's template adds the site suffix. */
  title: string;
  description: string;
  /** Path from the site root, such as "/faq"; becomes the canonical URL. */
  path: string;
  image?: { url: string; width?: number; alt: string } | null;
  /**
   * False for pages that are one guest's business or a step of a flow (bookings, profile,
   * sign-in, checkout): they get `noindex, nofollow`. Defaults to true.
   */
  indexable?: boolean;
}

/**
 * One page's title, description, canonical URL, Open Graph and Twitter tags, and a robots
 * `noindex, nofollow` when the page is not indexable. Next.js replaces a parent's openGraph
 * object instead of merging it, so every page needs the full set.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  indexable = true,
}: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${site.titleSuffix}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    ...(indexable ? {} : { robots: { index: false, follow: false } }),
    openGraph: {
      type: "website",
      locale: site.locale,
      siteName: site.name,
      url: path,
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
