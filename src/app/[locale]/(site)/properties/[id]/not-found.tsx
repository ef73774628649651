import { ArrowLeft } from "@/components/icons/arrow-left";
import { SearchX } from "@/components/icons/search-x";
import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("property.notFound");
  return { title: t("title") };
}

export default function PropertyNotFound() {
  const t = useTranslations("property.notFound");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <SearchX aria-hidden="true" className="size-10 text-bark-700" />
        <h1 className="text-lg font-semibold text-stone-900">{t("heading")}</h1>
        <Link href="/properties" className={buttonVariants()}>
          <ArrowLeft aria-hidden="true" />
          {t("back")}
        </Link>
      </Card>
    </div>
  );
}
