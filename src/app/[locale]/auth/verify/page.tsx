import { getLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import { redirect } from "@/i18n/redirect";

/** The old separate verify page: verification is now the second step of /auth/login. */
export default async function VerifyPage(): Promise<never> {
  const locale = await getLocale();
  return redirect("/auth/login", isLocale(locale) ? locale : DEFAULT_LOCALE);
}
