import type { MetadataRoute } from "next";
import { listActivePropertyUpdates } from "@/features/properties/server";
import { LOCALES } from "@/i18n/locales";
import { getConfig } from "@/lib/config";
import { localizedPath } from "@/i18n/locales";

// Built per request: the homes come from the database, which the build never opens, and the
// base URL from the runtime configuration.
export const dynamic = "force-dynamic";

/** Public pages besides the homes; "/" only redirects and guest pages are not for crawlers. */
const STATIC_PATHS = [
  "/about",
  "/contact",
  "/faq",
  "/terms",
  "/privacy",
  "/gift-vouchers",
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().PUBLIC_BASE_URL;
  const homes = await listActivePropertyUpdates();
  const newest = homes.reduce<Date | undefined>(
    (latest, home) => (latest && latest > home.updatedAt ? latest : home.updatedAt),
    undefined,
  );
  const pages: { path: string; lastModified?: Date }[] = [
    { path: "/properties", ...(newest ? { lastModified: newest } : {}) },
    ...homes.map((home) => ({ path: `/properties/${home.id}`, lastModified: home.updatedAt })),
    ...STATIC_PATHS.map((path) => ({ path })),
  ];
  // Every page in every language, each entry naming its translations (hreflang in the sitemap).
  return pages.flatMap(({ path, lastModified }) => {
    const languages = {
      ...Object.fromEntries(
        LOCALES.map((locale) => [locale, `${base}${localizedPath(path, locale)}`]),
      ),
      "x-default": `${base}${path}`,
    };
    return LOCALES.map((locale) => ({
      url: `${base}${localizedPath(path, locale)}`,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }));
  });
}
