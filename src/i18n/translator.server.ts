import "server-only";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import type en from "../../messages/en.json";
import { LOCALES, type Locale } from "./locales";

type Messages = typeof en;
type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Every language's messages: mail and API errors are written outside any page's request. */
const MESSAGES = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const messages = (await import(`../../messages/${locale}.json`)) as { default: Messages };
      return [locale, messages.default] as const;
    }),
  ),
) as Record<Locale, Messages>;

/** One namespace's messages in one language, for text written outside a page (mail, the API). */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
