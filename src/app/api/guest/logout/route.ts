import { revokeSession } from "@/features/auth/server";
import { apiRoute, json } from "@/lib/http";

export const POST = apiRoute(async (request) => {
  await revokeSession(request);
  return json({ ok: true });
});
