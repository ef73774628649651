import type { z } from "zod";

const GENERIC_MESSAGE = "An error occurred";

/** A failed API call, with the server's human message (or the spec's generic one). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** How the client learns the signed-in guest's token, and whom to tell when it stops working. */
export interface ApiAuth {
  token(): string | null;
  onUnauthorized(): void;
}

let auth: ApiAuth | null = null;

/** Called once by the sign-in feature; lib knows nothing of guests. */
export function setApiAuth(value: ApiAuth): void {
  auth = value;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The browser's one way to call the API: JSON in and out, the guest's Bearer token when signed
 * in (unless `anonymous`), the answer checked against its schema (an answer of another shape
 * counts as a failure), errors as `ApiRequestError`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    anonymous?: boolean;
    /** Extra request headers, e.g. an `Idempotency-Key`. */
    headers?: Record<string, string>;
  } = {},
): Promise<z.infer<S>> {
  const token = init.anonymous ? null : (auth?.token() ?? null);
  const response = await fetch(path, {
    method: init.method ?? "GET",
    signal: init.signal,
    headers: {
      Accept: "application/json",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await readJson(response);
  // Any 401 on an authenticated call signs the guest out (spec).
  if (response.status === 401 && token) auth?.onUnauthorized();
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      field(body, "error") ?? GENERIC_MESSAGE,
      field(body, "code"),
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(response.status, GENERIC_MESSAGE);
  return parsed.data;
}
