import { z } from "zod";
import { syncPayment } from "@/features/payments/server";
import { apiRoute, json, parseInput, readBodyText } from "@/lib/http";

const webhookSchema = z.object({
  id: z.string({ message: "id is required" }).trim().min(1, "id is required").max(100),
});

/** Mollie-style: the body only names a payment; its status is fetched from the provider. */
export const POST = apiRoute(async (request) => {
  const form = new URLSearchParams(await readBodyText(request));
  const { id } = parseInput(webhookSchema, { id: form.get("id") ?? undefined });
  await syncPayment(id);
  return json({ ok: true });
});
