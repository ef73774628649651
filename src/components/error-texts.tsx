"use client";

import { createContext, use, type ReactNode } from "react";

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

export function useErrorTexts(): ErrorScreenTexts {
  const texts = use(ErrorTextsContext);
  if (!texts) throw new Error("An error screen needs ErrorTexts in its layout");
  return texts;
}
