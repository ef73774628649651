import { contactMessageSchema, sendContactMessage } from "@/features/contact/server";
import { getConfig } from "@/lib/config";
import { apiRoute, clientIp, json, parseJsonBody } from "@/lib/http";

export const POST = apiRoute(async (request) => {
  const input = await parseJsonBody(contactMessageSchema, request);
  const ip = clientIp(request, getConfig().TRUSTED_PROXIES);
  return json(await sendContactMessage({ ...input, ip }), { status: 201 });
});
