import { Link } from "@/i18n/link";
import type { ReactNode } from "react";
import { EnvironmentBadge } from "@/components/layout/environment-badge";
import { LogoMark } from "@/components/layout/logo-mark";
import { Card } from "@/components/ui/card";
import { site } from "@/lib/site";

/** Sign-in lives outside the main layout: no header or footer, one calm card. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-forest-50 via-bark-50 to-bark-100 px-4 py-10 sm:justify-center sm:py-16">
      <header className="mb-8">
        {/* Not prefetched: a guest here is signing in, and prefetching would load the catalogue's
            code on every visit to this page. */}
        <Link
          href="/properties"
          prefetch={false}
          className="flex items-center gap-2 rounded-md text-forest-900"
        >
          <LogoMark />
          <span className="font-serif text-xl font-semibold tracking-tight">{site.name}</span>
        </Link>
      </header>
      <main id="main" className="w-full max-w-md">
        <Card className="p-6 sm:p-8">{children}</Card>
      </main>
      <EnvironmentBadge />
    </div>
  );
}
