import { expect } from "vitest";
import type { Locale } from "@/i18n/locales";
import { getConfig } from "@/lib/config";

/** What a visitor might type in a name or message, to show it stays text. */
export const TYPED_MARKUP = `<script>alert("Ann's")</script>`;

/** The text part as the mails have always been laid out: paragraphs, then the signature. */
export function textOf(...paragraphs: string[]): string {
  const base = getConfig().PUBLIC_BASE_URL;
  return [
    ...paragraphs,
    `Ardennes Stays\n+32 84 21 45 67 · hello@ardennes-stays.example\n${base}`,
  ].join("\n\n");
}

export function absolute(path: string): string {
  return `${getConfig().PUBLIC_BASE_URL}${path}`;
}

/** The typed text shows, as text: escaped in the HTML and never as markup. */
export function expectEscaped(html: string, typed: string): void {
  expect(html).toContain(
    typed
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;"),
  );
  expect(html).not.toContain(typed);
}

/** The text part of a mail in `locale`: its signature links to the site in that language. */
export function textIn(locale: Locale, ...paragraphs: string[]): string {
  return textOf(...paragraphs).replace(/\n(\S+)$/, (_, base: string) => `\n${base}/${locale}`);
}

/** A page of the site in `locale`, as a mail in that language links to it. */
export function absoluteIn(locale: Locale, path: string): string {
  return absolute(`/${locale}${path}`);
}
