import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AlertUnsubscribePage } from "@/features/availability-alerts/components";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("availabilityAlerts.pages");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function Unsubscribe({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <AlertUnsubscribePage token={typeof token === "string" ? token : undefined} />;
}
