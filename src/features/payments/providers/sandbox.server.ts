import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sandboxPayments } from "@/db/schema";
import { notFound } from "@/lib/http";
import type { PaymentProvider, PaymentStatus } from "./provider";

/**
 * The built-in provider for development and tests: payments live in their own table and are
 * settled by a person on /sandbox/checkout/{id}, which then calls the webhook as Mollie would.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async createPayment(payment) {
    const db = await getDb();
    const id = `sbx_${randomBytes(9).toString("base64url")}`;
    await db.insert(sandboxPayments).values({ id, ...payment });
    // On this site itself: relative, so the guest stays on the host they came from.
    return { id, checkoutUrl: `/sandbox/checkout/${id}` };
  },
  async fetchPayment(id) {
    const payment = await getSandboxPayment(id);
    return { id: payment.id, status: payment.status };
  },
  async refund(id, amountCents) {
    const db = await getDb();
    await db
      .update(sandboxPayments)
      .set({ refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}` })
      .where(eq(sandboxPayments.id, id));
    return { refundId: `sbx_refund_${randomBytes(6).toString("base64url")}` };
  },
};

export async function getSandboxPayment(id: string) {
  const db = await getDb();
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  if (!payment) throw notFound("Payment");
  return payment;
}

export const SANDBOX_OUTCOMES = {
  pay: "paid",
  fail: "failed",
  cancel: "canceled",
  expire: "expired",
} as const satisfies Record<string, PaymentStatus>;

export type SandboxOutcome = keyof typeof SANDBOX_OUTCOMES;

/**
 * Settles an open sandbox payment the way a guest at Mollie's checkout would, then notifies
 * the webhook exactly as Mollie does (form body `id=...`). Returns where the guest goes next.
 */
export async function settleSandboxPayment(id: string, outcome: SandboxOutcome): Promise<string> {
  const db = await getDb();
  const payment = await getSandboxPayment(id);
  if (payment.status === "created") {
    await db
      .update(sandboxPayments)
      .set({ status: SANDBOX_OUTCOMES[outcome], updatedAt: new Date() })
      .where(eq(sandboxPayments.id, id));
  }
  await fetch(payment.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id }).toString(),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  // The return page is on this site: keep the guest on the host they are using.
  const back = new URL(payment.redirectUrl);
  return `${back.pathname}${back.search}`;
}
