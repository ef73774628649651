import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmPage } from "@/features/newsletter/components";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("newsletter.pages");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function Confirm({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <ConfirmPage token={typeof token === "string" ? token : undefined} />;
}
