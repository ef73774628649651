import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TermsPage } from "@/features/content/components";
import { vatWording } from "@/features/payments/server";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("terms.meta");
  const facts = { name: site.name, since: String(site.since), vat: vatWording() };
  return pageMetadata({
    title: t("title", facts),
    description: t("description", facts),
    path: "/terms",
  });
}

export default function Terms() {
  return <TermsPage />;
}
