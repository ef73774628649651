import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sandboxPayments } from "@/db/schema";
import { clock } from "@/lib/clock";
import { ApiError, notFound } from "@/lib/http";
import type { PaymentProvider, PaymentStatus } from "./provider";

/**
 * The built-in provider for development and tests: payments live in their own table and are
 * settled by a person on /sandbox/checkout/{id}, which then calls the webhook as Mollie would.
 * Like Mollie, it ends an open payment at its expiry, and refunds each payment in parts up to its amount, once per key.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async createPayment(payment) {
    const db = await getDb();
    const id = `sbx_${randomBytes(9).toString("base64url")}`;
    await db.insert(sandboxPayments).values({
      id,
      amountCents: payment.amountCents,
      description: payment.description,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      bookingId: payment.bookingId,
      giftVoucherId: payment.giftVoucherId ?? null,
      expiresAt: payment.expiresAt,
      methods: [...payment.methods],
    });
    // On this site itself: relative, so the guest stays on the host they came from.
    return { id, checkoutUrl: `/sandbox/checkout/${id}` };
  },
  async fetchPayment(id) {
    const payment = await getSandboxPayment(id);
    return {
      id: payment.id,
      status: payment.status,
      method: payment.method,
      amountCents: payment.amountCents,
    };
  },
  async cancelPayment(id) {
    await endOpenPayment(id, "canceled");
  },
  async refund(id, amountCents, key) {
    const db = await getDb();
    const refundId = `sbx_refund_${key}`;
    const [refunded] = await db
      .update(sandboxPayments)
      .set({
        refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}`,
        refundKeys: sql`array_append(${sandboxPayments.refundKeys}, ${key})`,
      })
      .where(
        and(
          eq(sandboxPayments.id, id),
          sql`NOT (${key} = ANY(${sandboxPayments.refundKeys}))`,
          sql`${sandboxPayments.refundedCents} + ${amountCents} <= ${sandboxPayments.amountCents}`,
        ),
      )
      .returning({ id: sandboxPayments.id });
    if (refunded) return { refundId };
    const payment = await getSandboxPayment(id);
    if (payment.refundKeys.includes(key)) return { refundId };
    throw new Error(
      `sandbox payment ${id} cannot refund ${amountCents} cents more: ${payment.refundedCents} of ${payment.amountCents} refunded already`,
    );
  },
};

/** Moves an open sandbox payment to a final status; a final one keeps its own. */
async function endOpenPayment(
  id: string,
  status: Exclude<PaymentStatus, "created">,
  method: string | null = null,
) {
  const db = await getDb();
  await db
    .update(sandboxPayments)
    .set({ status, method, updatedAt: clock.now() })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "created")));
}

/** A sandbox payment as its provider has it now: one left open past its expiry has expired. */
export async function getSandboxPayment(id: string) {
  const db = await getDb();
  const now = clock.now();
  await db
    .update(sandboxPayments)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, "created"),
        lte(sandboxPayments.expiresAt, now),
      ),
    );
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
 * Settles an open sandbox payment the way a guest at Mollie's checkout would, paying with one of
 * the methods it offers (the first unless one is chosen), then notifies the webhook exactly as
 * Mollie does (form body `id=...`). Returns where the guest goes next. A payment past its expiry
 * can no longer be paid: it stays expired.
 */
export async function settleSandboxPayment(
  id: string,
  outcome: SandboxOutcome,
  method?: string,
): Promise<string> {
  const payment = await getSandboxPayment(id);
  const chosen = method ?? payment.methods[0] ?? null;
  if (chosen !== null && !payment.methods.includes(chosen)) {
    throw new ApiError("INVALID_INPUT", "This payment method is not offered for this payment");
  }
  await endOpenPayment(id, SANDBOX_OUTCOMES[outcome], outcome === "pay" ? chosen : null);
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
