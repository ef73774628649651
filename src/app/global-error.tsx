"use client";

import { RotateCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { LogoMark } from "@/components/layout/logo-mark";
import { Button, buttonVariants } from "@/components/ui/button";
import { site } from "@/lib/site";
import "./globals.css";

/** Replaces the root layout when that layout itself fails, so it brings its own document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <title>{`Something went wrong | ${site.titleSuffix}`}</title>
        <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-forest-50 via-bark-50 to-bark-100 px-4 py-10 sm:justify-center">
          <header className="mb-8 flex items-center gap-2 text-forest-900">
            <LogoMark />
            <span className="font-serif text-xl font-semibold tracking-tight">{site.name}</span>
          </header>
          <main
            id="main"
            className="flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm"
          >
            <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
            <h1 className="font-serif text-2xl font-semibold text-stone-900">
              Something went wrong
            </h1>
            <p className="text-stone-700">
              The site could not be shown just now. Please try again in a moment.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button type="button" onClick={() => retry()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
              {/* A full page load: the app shell itself failed, so client navigation may too. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className={buttonVariants({ variant: "outline" })}>
                Go to the home page
              </a>
            </div>
          </main>
        </div>
      </body>
    </html>
  );
}
