import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInPage } from "@/features/auth/components";
import { PageMessages } from "@/i18n/page-messages";
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
  return (
    <PageMessages namespaces={["auth.signInPage"]}>
      <SignInPage next={typeof next === "string" ? next : undefined} />
    </PageMessages>
  );
}
