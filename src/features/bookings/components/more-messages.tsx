"use client";

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from "next-intl";
import type { ReactNode } from "react";

/**
 * Adds namespaces to those the site layout sends to the browser, for one part of the site only:
 * the page sends just these, and they join the layout's here (a provider's messages replace its
 * parent's instead).
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const locale = useLocale();
  const inherited = useMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...inherited, ...messages }}>
      {children}
    </NextIntlClientProvider>
  );
}
