import { redirect as nextRedirect } from "next/navigation";
import { localizedPath, type Locale } from "./locales";

/** Ends a server render with a redirect to one of our pages in the given language. */
export function redirect(href: string, locale: Locale): never {
  return nextRedirect(localizedPath(href, locale));
}
