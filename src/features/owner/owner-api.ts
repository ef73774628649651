import { ApiRequestError, apiRequest, responseSchema, type ResponseSchema } from "@/lib/api-client";
import { CONFIRMATION_REQUIRED } from "./constants";

/** Any answer in JSON: after a change the page is read again, so what it says is not needed. */
export const anyAnswer = responseSchema((value): value is unknown => typeof value === "object");

export const CHANGE_FAILED = "That did not work. Please try again.";

/** What a refused change tells the owner: the API's words, or to try again. */
export function refusalOf(failure: unknown): string {
  return failure instanceof ApiRequestError ? failure.message : CHANGE_FAILED;
}

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

const confirmationSchema = responseSchema(
  (value): value is { confirmedUntil: string | null } =>
    typeof value === "object" &&
    value !== null &&
    "confirmedUntil" in value &&
    (typeof value.confirmedUntil === "string" || value.confirmedUntil === null),
);

/** Whether the session confirmed it is the owner recently enough for a sensitive change. */
export async function sessionConfirmed(): Promise<boolean> {
  const { confirmedUntil } = await apiRequest("/api/owner/session", confirmationSchema, {
    anonymous: true,
  });
  return confirmedUntil !== null;
}

/** The refusal of a sensitive change that asks for a confirmation, not a sign-in. */
export function needsConfirmation(failure: unknown): boolean {
  if (!(failure instanceof ApiRequestError) || failure.status !== 401) return false;
  const details = failure.details as { reason?: unknown } | null | undefined;
  return details?.reason === CONFIRMATION_REQUIRED;
}

/**
 * An upload in the back office, as multipart/form-data with the session's CSRF token. Through
 * XMLHttpRequest, not fetch: only it reports the upload's progress (`onProgress`, 0 to 1).
 */
export async function ownerUpload<T>(
  path: string,
  schema: ResponseSchema<T>,
  form: FormData,
  onProgress: (done: number) => void,
): Promise<T> {
  const { csrfToken } = await apiRequest("/api/owner/session", sessionSchema, {
    anonymous: true,
  });
  const request = new XMLHttpRequest();
  const answered = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the generic message below.
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener("error", () => reject(new ApiRequestError(0, UPLOAD_FAILED)));
    request.addEventListener("abort", () => reject(new ApiRequestError(0, UPLOAD_FAILED)));
  });
  request.open("POST", path);
  request.setRequestHeader("Accept", "application/json");
  request.setRequestHeader("X-CSRF-Token", csrfToken);
  request.send(form);
  const { status, body } = await answered;
  if (status < 200 || status >= 300) {
    const error = (body as { error?: unknown } | null)?.error;
    const code = (body as { code?: unknown } | null)?.code;
    throw new ApiRequestError(
      status,
      typeof error === "string" ? error : UPLOAD_FAILED,
      typeof code === "string" ? code : undefined,
    );
  }
  const checked = await schema["~standard"].validate(body);
  if (checked.issues) throw new ApiRequestError(status, UPLOAD_FAILED);
  return checked.value;
}

const UPLOAD_FAILED = "The upload did not complete. Please try again.";
