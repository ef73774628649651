import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SandboxCheckout } from "@/features/payments";
import { getSandboxPayment } from "@/features/payments/server";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http";
import { centsToEuros } from "@/lib/money";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sandbox checkout", robots: { index: false } };

export default async function SandboxCheckoutPage({
  params,
}: {
  params: Promise<{ paymentId: string }>;
}) {
  if (getConfig().APP_ENV === "production") notFound();
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
    />
  );
}
