import type { Metadata } from "next";
import { ConfirmPage } from "@/features/newsletter/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };

export default async function Confirm({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <ConfirmPage token={typeof token === "string" ? token : undefined} />;
}
