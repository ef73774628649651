/** Calls a route handler the way Next.js does, without a server. */
export async function call<P extends Record<string, string>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  url: string,
  params: P = {} as P,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown; raw: Response }> {
  const response = await handler(new Request(new URL(url, "http://localhost"), init), {
    params: Promise.resolve(params),
  });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await response.clone().json() : null;
  return { status: response.status, headers: response.headers, body, raw: response };
}
