import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PrivacyPage } from "@/features/content/components";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacy.meta");
  const facts = { name: site.name, since: String(site.since) };
  return pageMetadata({
    title: t("title", facts),
    description: t("description", facts),
    path: "/privacy",
  });
}

export default function Privacy() {
  return <PrivacyPage />;
}
