import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReviewLinkPage } from "@/features/reviews/components/server";
import { PageMessages } from "@/i18n/page-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reviews");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function WriteReview({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <PageMessages namespaces={["reviews"]}>
      <ReviewLinkPage token={typeof token === "string" ? token : undefined} />
    </PageMessages>
  );
}
