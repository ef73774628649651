import { requestCodeSchema, requestSignInCode } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { apiRoute, clientIp, json, parseJsonBody } from "@/lib/http";

export const POST = apiRoute(async (request) => {
  const input = await parseJsonBody(requestCodeSchema, request);
  const ip = clientIp(request, getConfig().TRUSTED_PROXIES);
  return json(await requestSignInCode({ ...input, ip }));
});
