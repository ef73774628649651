import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AlertConfirmPage } from "@/features/availability-alerts/components";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("availabilityAlerts.pages");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function Confirm({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <AlertConfirmPage token={typeof token === "string" ? token : undefined} />;
}
