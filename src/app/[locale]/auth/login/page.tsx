import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { SignInPage, useSignInFormIntl } from "@/features/auth/components";
import { pageMetadata } from "@/lib/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.meta");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/auth/login",
    indexable: false,
  });
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return <SignIn next={typeof next === "string" ? next : undefined} />;
}

/** The page's texts from the server: it loads no i18n runtime with its first load. */
function SignIn({ next }: { next?: string }) {
  const t = useTranslations("auth.signInPage");
  return (
    <SignInPage
      next={next}
      texts={{
        heading: t("heading"),
        intro: t("intro"),
        signedIn: t("signedIn"),
        trouble: t("trouble"),
        contactSupport: t("contactSupport"),
      }}
      intl={useSignInFormIntl()}
    />
  );
}
