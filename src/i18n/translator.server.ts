import "server-only";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import nl from "../../messages/nl.json";
import type { Locale } from "./locales";

type Messages = typeof en;
type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Every language's messages: mail and API errors are written outside any page's request. */
const MESSAGES: Record<Locale, Messages> = { en, nl, fr, de };

/** One namespace's messages in one language, for text written outside a page (mail, the API). */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
