import type { Metadata } from "next";
import { UnsubscribePage } from "@/features/newsletter/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };

export default async function Unsubscribe({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <UnsubscribePage token={typeof token === "string" ? token : undefined} />;
}
