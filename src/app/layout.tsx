import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { ogLocaleOf } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { getConfig } from "@/lib/config";
import { site, siteIconSvg } from "@/lib/site";
import "./globals.css";

/**
 * The site's icon in the page's head, rather than a link to public/icon.svg: a browser asks for a
 * linked icon once the page has loaded, which now comes before its scripts (decision 0067) and
 * can come before its first paint is on screen; Lighthouse then counts the icon's request as
 * needed for the paint (150 ms more on `/auth/login`).
 */
const ICON = `data:image/svg+xml,${siteIconSvg.replace(/"/g, "%27").replace(/[<>#]/g, encodeURIComponent)}`;

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  const t = await getTranslations({ locale, namespace: "layout" });
  return {
    metadataBase: new URL(getConfig().PUBLIC_BASE_URL),
    title: { default: t("titleSuffix"), template: `%s | ${t("titleSuffix")}` },
    description: t("tagline"),
    applicationName: site.name,
    icons: { icon: { url: ICON, type: "image/svg+xml" } },
    openGraph: {
      siteName: site.name,
      locale: ogLocaleOf(locale),
      type: "website",
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = { themeColor: "#254f3c", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered for its request: its scripts carry that request's nonce (src/proxy.ts),
  // and a page prerendered at build time would have scripts without one, which the policy blocks.
  await connection();
  // The guest page's language, which src/proxy.ts took from its path; English elsewhere.
  const locale = await pageLocale();
  return (
    // SessionHint may mark the document before React reads it.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
