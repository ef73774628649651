import type { MetadataRoute } from "next";
import { LOCALES } from "@/i18n/locales";
import { getConfig } from "@/lib/config";
import { localizedPath } from "@/i18n/locales";

// The sitemap's address comes from the runtime configuration, not the build's.
export const dynamic = "force-dynamic";

/** A guest's own pages, booking, sign-in and unsubscribe steps, in every language. */
const PRIVATE_GUEST_PATHS = [
  "/bookings",
  "/profile",
  "/booking/",
  "/auth/",
  "/newsletter/",
  "/alerts/",
];

/** The guest's private pages, the owner's back office, developer tools and the JSON API. */
const PRIVATE_PATHS = [
  ...LOCALES.flatMap((locale) => PRIVATE_GUEST_PATHS.map((path) => localizedPath(path, locale))),
  "/dev/",
  "/owner",
  "/sandbox/",
  "/api/",
];

/**
 * Property photos are served under /api/ but are what og:image and the structured data point
 * at; the longer Allow wins over Disallow: /api/, so previews and image search can fetch them.
 */
const PUBLIC_API_PATHS = ["/api/public/images/"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: ["/", ...PUBLIC_API_PATHS], disallow: PRIVATE_PATHS },
    sitemap: `${getConfig().PUBLIC_BASE_URL}/sitemap.xml`,
  };
}
