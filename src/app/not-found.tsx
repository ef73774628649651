import type { Metadata } from "next";
import Link from "next/link";
import { LogoMark } from "@/components/layout/logo-mark";
import { NotFoundNotice } from "@/features/content";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Page not found" };

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
