import { apiRoute, json } from "@/lib/http";
import { checkHealth } from "@/features/health/server";

export const GET = apiRoute(async () => {
  const health = await checkHealth();
  return json(health, { status: health.status === "ok" ? 200 : 503 });
});
