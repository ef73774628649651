import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GiftVoucherReturnPage } from "@/features/gift-vouchers/components";
import { pageMetadata } from "@/lib/page-metadata";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string }>;
}): Promise<Metadata> {
  const t = await getTranslations("giftVouchers");
  const { id } = await params;
  return pageMetadata({
    title: t("status.title"),
    description: t("meta.description"),
    path: `/gift-vouchers/${encodeURIComponent(id)}`,
    indexable: false,
  });
}

export default async function GiftVoucherReturn({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GiftVoucherReturnPage id={id} />;
}
