import { apiRequest, responseSchema, type ResponseSchema } from "@/lib/api-client";

const sessionSchema = responseSchema(
  (value): value is { csrfToken: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { csrfToken?: unknown }).csrfToken === "string",
);

/**
 * A change in the back office: the session's CSRF token, asked for just before, goes along in
 * X-CSRF-Token. Never with a guest's token: the owner's session is the cookie.
 */
export async function ownerChange<T>(
  path: string,
  schema: ResponseSchema<T>,
  body?: unknown,
): Promise<T> {
  const { csrfToken } = await apiRequest("/api/owner/session", sessionSchema, {
    anonymous: true,
  });
  return apiRequest(path, schema, {
    method: "POST",
    anonymous: true,
    body,
    headers: { "X-CSRF-Token": csrfToken },
  });
}
