import { getLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";

/** The old separate verify page: verification is now the second step of /auth/login. */
export default async function VerifyPage(): Promise<never> {
  return redirect({ href: "/auth/login", locale: await getLocale() });
}
