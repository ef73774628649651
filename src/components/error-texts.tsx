"use client";

import { House } from "@/components/icons/house";
import { RotateCw } from "@/components/icons/rotate-cw";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { createContext, use, useEffect, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/link";

/** What an error screen says: its heading and text, its retry button and, if any, the way home. */
export interface ErrorScreenTexts {
  title: string;
  text?: string;
  retry: string;
  home?: string;
}

const ErrorTextsContext = createContext<ErrorScreenTexts | null>(null);

/**
 * An error boundary (`error.tsx`) takes no props, so the layout around it hands it its texts in
 * the page's language: the screen most guests never see loads no i18n runtime with every page.
 */
export function ErrorTexts({ texts, children }: { texts: ErrorScreenTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

/**
 * The guest pages' one error screen, which their error.tsx files re-export, with the texts of
 * the nearest ErrorTexts. It lives beside ErrorTexts, which every guest layout renders: each
 * boundary's script is then a bare re-export, not its own copy of this screen, its card and icons.
 */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = use(ErrorTextsContext);
  if (!texts) throw new Error("An error screen needs ErrorTexts in its layout");
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <Card
        role="alert"
        className="flex w-full max-w-lg flex-col items-center gap-4 p-8 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <h1 className="font-serif text-2xl font-semibold text-stone-900">{texts.title}</h1>
        {texts.text ? <p className="text-stone-700">{texts.text}</p> : null}
        <div className="flex flex-wrap justify-center gap-3">
          {/* retry re-fetches the server part of the page, where reset would only re-render. */}
          <Button type="button" onClick={() => retry()}>
            <RotateCw aria-hidden="true" />
            {texts.retry}
          </Button>
          {texts.home ? (
            <Link href="/" className={buttonVariants({ variant: "outline" })}>
              <House aria-hidden="true" />
              {texts.home}
            </Link>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
