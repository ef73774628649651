import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorTexts } from "@/components/error-texts";
import { EnvironmentBadge } from "@/components/layout/environment-badge";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { AccountMenu } from "@/features/auth/components";
import { NewsletterBox } from "@/features/newsletter/components";

export default function SiteLayout({ children }: { children: ReactNode }) {
  const t = useTranslations("layout");
  const error = useTranslations("errors.page");
  const notifications = useTranslations("errors.notifications");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-forest-700 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader account={<AccountMenu />} />
      {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorTexts
          texts={{
            title: error("title"),
            text: error("text"),
            retry: error("tryAgain"),
            home: error("home"),
          }}
        >
          {children}
        </ErrorTexts>
      </main>
      <SiteFooter newsletter={<NewsletterBox />} />
      <EnvironmentBadge />
      <Toaster texts={{ region: notifications("region"), close: notifications("close") }} />
    </div>
  );
}
