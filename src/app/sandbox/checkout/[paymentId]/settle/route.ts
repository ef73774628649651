import { z } from "zod";
import { SANDBOX_OUTCOMES, settleSandboxPayment } from "@/features/payments/server";
import { getConfig } from "@/lib/config";
import { ApiError, apiRoute, parseInput } from "@/lib/http";

const outcomeSchema = z.enum(Object.keys(SANDBOX_OUTCOMES) as [keyof typeof SANDBOX_OUTCOMES], {
  message: "outcome must be pay, fail, cancel or expire",
});

/** The sandbox checkout's buttons: settle, notify the webhook, send the guest back. */
export const POST = apiRoute<{ params: Promise<{ paymentId: string }> }>(
  async (request, context) => {
    if (getConfig().APP_ENV === "production") throw new ApiError("NOT_FOUND", "Not found");
    const { paymentId } = await context.params;
    const form = new URLSearchParams(await request.text());
    const outcome = parseInput(outcomeSchema, form.get("outcome") ?? undefined);
    const redirectUrl = await settleSandboxPayment(paymentId, outcome);
    return new Response(null, { status: 303, headers: { Location: redirectUrl } });
  },
);
