import { latestCodeFor } from "./mail";
import { call, CLIENT_ADDRESS } from "./routes";

export interface SignedInGuest {
  token: string;
  guest: { id: string; name: string; email: string; phone: string | null };
}

let signIns = 0;

/** Signs a guest in the way the site does: a code by e-mail, then its verification. */
export async function signInAs(
  email: string,
  extra: Record<string, unknown> = {},
): Promise<SignedInGuest> {
  signIns += 1;
  // Each sign-in from its own address, so the per-address limit never decides a test.
  const headers = {
    "content-type": "application/json",
    [CLIENT_ADDRESS]: `198.51.100.${signIns}`,
  };
  await call("POST", "/api/guest/booking/request-code", {
    method: "POST",
    body: JSON.stringify({ email }),
    headers,
  });
  const { body } = await call("POST", "/api/guest/booking/verify-code", {
    method: "POST",
    body: JSON.stringify({ email, code: await latestCodeFor(email), ...extra }),
    headers,
  });
  return body as SignedInGuest;
}

export function bearer(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } };
}
