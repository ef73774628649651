import { subscribeSchema, subscribeToNewsletter } from "@/features/newsletter/server";
import { getConfig } from "@/lib/config";
import { apiRoute, clientIp, json, parseJsonBody } from "@/lib/http";

export const POST = apiRoute(async (request) => {
  const input = await parseJsonBody(subscribeSchema, request);
  const ip = clientIp(request, getConfig().TRUSTED_PROXIES);
  return json(await subscribeToNewsletter({ ...input, ip }));
});
