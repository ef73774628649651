import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { giftVouchers } from "@/db/schema";
import { voucherCodeFrom } from "@/features/gift-vouchers";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bearer, signInAs } from "./auth";
import { postJson } from "./bookings";
import { call, fromAddress } from "./routes";

/** Gift vouchers as a buyer gets them (issue 36): bought through the sandbox, or already sold. */

let buyers = 0;
let clients = 0;
export const newClient = () => fromAddress(`203.0.113.${(clients = (clients % 250) + 1)}`);

export async function voucherBuyer() {
  const email = `voucher-buyer-${++buyers}@example.com`;
  const { token } = await signInAs(email);
  return { email, token };
}

export function buyVoucher(
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = newClient(),
) {
  return call(
    "POST",
    "/api/guest/gift-vouchers",
    bearer(token, postJson({ buyerName: "Ann Peeters", ...body }, headers)),
  );
}

/** Settles a sandbox checkout as the payer would (`pay` or `fail`), then the webhook. */
export async function settleCheckout(checkoutUrl: string, outcome: "pay" | "fail") {
  const providerId = checkoutUrl.split("/").at(-1)!;
  await call("POST", `/api/sandbox/payments/${providerId}`, {
    method: "POST",
    body: new URLSearchParams({ outcome }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await call("POST", "/api/public/payments/webhook", {
    method: "POST",
    body: new URLSearchParams({ id: providerId }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return providerId;
}

/** A voucher bought and paid in the sandbox: its id and code, as the buyer's page shows them. */
export async function boughtVoucher(amount: number) {
  const { token } = await voucherBuyer();
  const { id, checkoutUrl } = (await buyVoucher(token, { amount })).body as {
    id: string;
    checkoutUrl: string;
  };
  await settleCheckout(checkoutUrl, "pay");
  const shown = await call(
    "GET",
    `/api/guest/gift-vouchers/${id}`,
    bearer(token, { headers: newClient() }),
  );
  return { id, code: (shown.body as { code: string }).code };
}

/** A voucher sold and paid earlier, straight into the database: `remainingCents` of it left. */
export async function soldVoucher(
  options: { amountCents?: number; remainingCents?: number; expiresOn?: string } = {},
) {
  const amountCents = options.amountCents ?? 10_000;
  const code = voucherCodeFrom(randomBytes(16));
  const db = await getDb();
  const [voucher] = await db
    .insert(giftVouchers)
    .values({
      code,
      amountCents,
      remainingCents: options.remainingCents ?? amountCents,
      buyerName: "Ann Peeters",
      buyerEmail: "ann.peeters@example.com",
      expiresOn: options.expiresOn ?? addDays(todayInBrussels(), 300),
    })
    .returning();
  return voucher!;
}
