import type { Metadata } from "next";
import { LogoMark } from "@/components/layout/logo-mark";
import { NotFoundNotice, notFoundTitle } from "@/features/content/components";
import { Link } from "@/i18n/link";
import { site } from "@/lib/site";

// In the request's language when it has one (a guest page's), else English.
export async function generateMetadata(): Promise<Metadata> {
  return { title: await notFoundTitle() };
}

/**
 * The fallback 404, rendered with the root layout only (no site header or footer), so it
 * brings its own small frame.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-forest-50 via-bark-50 to-bark-100">
      <header className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 lg:px-8">
        <Link
          href="/properties"
          className="inline-flex items-center gap-2 rounded-md text-forest-900"
        >
          <LogoMark />
          <span className="font-serif text-xl font-semibold tracking-tight">{site.name}</span>
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center">
        <NotFoundNotice />
      </main>
    </div>
  );
}
