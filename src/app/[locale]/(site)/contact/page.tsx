import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactPage } from "@/features/contact/components";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contact.meta");
  const layout = await getTranslations("layout");
  return pageMetadata({
    title: t("title"),
    description: t("description", { name: site.name, hours: layout("hours") }),
    path: "/contact",
  });
}

export default function Contact() {
  return <ContactPage />;
}
