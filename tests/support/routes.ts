import { apiApp } from "@/api/app";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the one API application the way a client would, without a server. */
export async function call(
  method: Method,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown; raw: Response }> {
  const response = await apiApp().request(new URL(url, "http://localhost").toString(), {
    method,
    ...init,
  });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await response.clone().json() : null;
  return { status: response.status, headers: response.headers, body, raw: response };
}
