/** What a client saw: a status and body, or no answer at all within its patience. */
export interface Observed {
  status: number | "no answer";
  body: unknown;
  text: string;
  headers: Headers | null;
  ms: number;
  at: number;
}

/** One request from a patient client (15 s, longer than any timeout the app has). */
export async function observe(
  url: string,
  init: RequestInit = {},
  patienceMs = 15_000,
): Promise<Observed> {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(patienceMs) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Pages and images are not JSON.
    }
    return {
      status: response.status,
      body,
      text,
      headers: response.headers,
      ms: Date.now() - started,
      at: started,
    };
  } catch {
    return {
      status: "no answer",
      body: null,
      text: "",
      headers: null,
      ms: Date.now() - started,
      at: started,
    };
  }
}

export function isErrorShape(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { error, code } = body as Record<string, unknown>;
  return typeof error === "string" && typeof code === "string";
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
