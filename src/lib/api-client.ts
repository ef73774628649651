import { isLocale } from "@/i18n/locales";

const GENERIC_MESSAGE = "An error occurred";

/** A failed API call, with the server's human message (or the spec's generic one). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The error shape's `details`: for invalid input, which field and why. */
  readonly details: unknown;

  constructor(status: number, message: string, code?: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
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

/** One response checked: its value, or the reasons it has another shape. */
type AnswerCheck<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };

/**
 * What a response is checked with: a Standard Schema (https://standardschema.dev), as zod's
 * schemas are, or a plain check made into one with `responseSchema`.
 */
export interface ResponseSchema<T> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    validate(value: unknown): AnswerCheck<T> | Promise<AnswerCheck<T>>;
  };
}

/**
 * A plain check as a response schema: for responses that browser code reads on pages where loading
 * zod would cost more than the check itself.
 */
export function responseSchema<T>(is: (value: unknown) => value is T): ResponseSchema<T> {
  return {
    "~standard": {
      version: 1,
      vendor: "ardennes-stays",
      validate: (value) =>
        is(value) ? { value } : { issues: [{ message: "The response has another shape" }] },
    },
  };
}

/** An answer that is an object with a text under `key`: a created record's id, a checkout's address. */
export function answerWithText<K extends string>(key: K): ResponseSchema<Record<K, string>> {
  return responseSchema((value): value is Record<K, string> => {
    const text =
      typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
    return typeof text === "string" && text !== "";
  });
}

/**
 * The page's language (the layout writes it on <html>), so that errors and the mail a call causes
 * are in the language the guest reads the site in, whatever the browser prefers.
 */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLocale(lang) ? { "Accept-Language": lang } : {};
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

interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  anonymous?: boolean;
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/**
 * One call as every call is made: in the page's language, with the guest's token unless
 * `anonymous`; a 401 on a call with a token signs the guest out (spec), and any other failure
 * is thrown as `ApiRequestError` with the server's message.
 */
async function send(path: string, accept: string, init: RequestOptions): Promise<Response> {
  const token = init.anonymous ? null : (auth?.token() ?? null);
  const response = await fetch(path, {
    method: init.method ?? "GET",
    signal: init.signal,
    headers: {
      Accept: accept,
      ...pageLanguage(),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401 && token) auth?.onUnauthorized();
  if (!response.ok) {
    const body = await readJson(response);
    throw new ApiRequestError(
      response.status,
      field(body, "error") ?? GENERIC_MESSAGE,
      field(body, "code"),
      typeof body === "object" && body !== null
        ? (body as { details?: unknown }).details
        : undefined,
    );
  }
  return response;
}

/**
 * The browser's one way to call the API: JSON in and out, in the page's language, the guest's
 * Bearer token when signed in (unless `anonymous`), the response checked against its schema (a
 * response of another shape counts as a failure), errors as `ApiRequestError`.
 */
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  init: RequestOptions = {},
): Promise<T> {
  const response = await send(path, "application/json", init);
  const checked = await schema["~standard"].validate(await readJson(response));
  if (checked.issues) throw new ApiRequestError(response.status, GENERIC_MESSAGE);
  return checked.value;
}

/**
 * A file the API answers (a receipt's PDF), called as `apiRequest` calls: the file and the name
 * its `Content-Disposition` gives it, for the browser to save.
 */
export async function apiDownload(
  path: string,
  accept: string,
  init: Pick<RequestOptions, "signal"> = {},
): Promise<{ file: Blob; filename: string | null }> {
  const response = await send(path, accept, init);
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { file: await response.blob(), filename };
}
