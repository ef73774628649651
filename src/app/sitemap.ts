import type { MetadataRoute } from "next";
import { listActivePropertyUpdates } from "@/features/properties/server";
import { getConfig } from "@/lib/config";

// Built per request: the homes come from the database, which the build never opens, and the
// base URL from the runtime configuration.
export const dynamic = "force-dynamic";

/** Public pages besides the homes; "/" only redirects and guest pages are not for crawlers. */
const STATIC_PATHS = ["/about", "/contact", "/faq", "/terms", "/privacy"] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().PUBLIC_BASE_URL;
  const homes = await listActivePropertyUpdates();
  const newest = homes.reduce<Date | undefined>(
    (latest, home) => (latest && latest > home.updatedAt ? latest : home.updatedAt),
    undefined,
  );
  return [
    { url: `${base}/properties`, ...(newest ? { lastModified: newest } : {}) },
    ...homes.map((home) => ({
      url: `${base}/properties/${home.id}`,
      lastModified: home.updatedAt,
    })),
    ...STATIC_PATHS.map((path) => ({ url: `${base}${path}` })),
  ];
}
