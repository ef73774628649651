"use client";

import { useEffect } from "react";
import { site } from "@/lib/site";
import "./globals.css";

// Every page loads this screen's script with its first load, in a chunk of its own: so it brings
// its own markup, not the site's button, card and icon components, which would load twice.
const buttonClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors";

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
          <header className="mb-8 font-serif text-xl font-semibold tracking-tight text-forest-900">
            {site.name}
          </header>
          <main
            id="main"
            className="flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm"
          >
            <h1 className="font-serif text-2xl font-semibold text-stone-900">
              Something went wrong
            </h1>
            <p className="text-stone-700">
              The site could not be shown just now. Please try again in a moment.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <button
                type="button"
                onClick={() => retry()}
                className={`${buttonClass} bg-forest-700 text-white hover:bg-forest-800`}
              >
                Try again
              </button>
              {/* A full page load: the app shell itself failed, so client navigation may too. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a
                href="/"
                className={`${buttonClass} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`}
              >
                Go to the home page
              </a>
            </div>
          </main>
        </div>
      </body>
    </html>
  );
}
