import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { CLIENT_NAMESPACES, pickMessages } from "@/i18n/client-messages";
import { routing } from "@/i18n/routing";

/** Every guest page, in the language its path names (English without a prefix). */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Only what client components read goes to the browser.
  const clientMessages = pickMessages(await getMessages(), CLIENT_NAMESPACES);
  return <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>;
}
