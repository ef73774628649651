import { unsubscribeFromNewsletter, unsubscribeSchema } from "@/features/newsletter/server";
import { apiRoute, json, parseJsonBody } from "@/lib/http";

export const POST = apiRoute(async (request) => {
  const { token } = await parseJsonBody(unsubscribeSchema, request);
  return json(await unsubscribeFromNewsletter(token));
});
