import { verifyCodeSchema, verifySignInCode } from "@/features/auth/server";
import { apiRoute, json, parseJsonBody } from "@/lib/http";

export const POST = apiRoute(async (request) =>
  json(await verifySignInCode(await parseJsonBody(verifyCodeSchema, request))),
);
