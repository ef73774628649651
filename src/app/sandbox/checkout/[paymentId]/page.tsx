import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SandboxCheckout } from "@/features/payments/components";
import { getSandboxPayment } from "@/features/payments/server";
import { devToolsOpenTo } from "@/lib/dev-tools";
import { ApiError } from "@/lib/http";
import { centsToEuros } from "@/lib/money";
import { pageClientAddress } from "@/lib/page-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sandbox checkout", robots: { index: false } };

export default async function SandboxCheckoutPage({
  params,
}: {
  params: Promise<{ paymentId: string }>;
}) {
  // Its buttons would mark a booking paid: only for clients its settle endpoint serves.
  if (!devToolsOpenTo(await pageClientAddress())) notFound();
  const { paymentId } = await params;
  const payment = await getSandboxPayment(paymentId).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <SandboxCheckout
      paymentId={payment.id}
      amountEuros={centsToEuros(payment.amountCents)}
      description={payment.description}
      status={payment.status}
      methods={payment.methods}
    />
  );
}
