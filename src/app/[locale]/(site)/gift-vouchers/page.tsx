import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GiftVoucherPage } from "@/features/gift-vouchers/components";
import { pageMetadata } from "@/lib/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("giftVouchers.meta");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/gift-vouchers",
  });
}

export default function GiftVouchers() {
  return <GiftVoucherPage />;
}
