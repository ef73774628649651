"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ComponentType, ReactNode } from "react";
import { usePathLocale } from "@/i18n/navigation";
import { BUSINESS_TIME_ZONE } from "@/lib/dates";

/**
 * The messages of a part of a page that loads after the page (a dialog, a list further down), in
 * the page's language: the i18n runtime comes with that part's code, not with the page's first
 * load (docs/decisions/0065).
 */
export function LoadedMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={usePathLocale()}
      messages={messages}
      timeZone={BUSINESS_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * `Component` taking one more prop, `messages`, which it is rendered under: how a part that loads
 * after the page exports itself (`export const GalleryDialog = withLoadedMessages(Gallery)`).
 */
export function withLoadedMessages<Props extends object>(Component: ComponentType<Props>) {
  function WithLoadedMessages({ messages, ...props }: Props & { messages: AbstractIntlMessages }) {
    return (
      <LoadedMessages messages={messages}>
        <Component {...(props as Props)} />
      </LoadedMessages>
    );
  }
  return WithLoadedMessages;
}
