import { Secret, TOTP } from "otpauth";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { latestCodeFor } from "./mail";
import { call, fromAddress, type Method } from "./routes";

/** What a browser on the site's own pages sends as Origin. */
export const SITE_ORIGIN = new URL(getConfig().PUBLIC_BASE_URL).origin;

/** The value of a cookie the response sets, or undefined. */
export function cookieFrom(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [key, ...value] = (pair ?? "").split("=");
    if (key?.trim() === name) return value.join("=");
  }
  return undefined;
}

/** The Set-Cookie line of a cookie, for its attributes. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

let clients = 0;

/** A browser of the back office: keeps its cookies and sends the site's Origin. */
export class OwnerBrowser {
  readonly cookies = new Map<string, string>();
  readonly address = `192.0.2.${(clients += 1) % 250}`;

  async send(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
    // A form (a photo upload) goes as multipart/form-data, its boundary chosen by the request.
    const form = body instanceof FormData;
    const answer = await call(method, url, {
      method,
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      headers: {
        ...(form ? {} : { "content-type": "application/json" }),
        origin: SITE_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...fromAddress(this.address),
        ...headers,
      },
    });
    for (const line of answer.raw.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [key = "", ...value] = (pair ?? "").split("=");
      const removed = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (removed || value.join("=") === "") this.cookies.delete(key.trim());
      else this.cookies.set(key.trim(), value.join("="));
    }
    return answer;
  }

  /** The e-mail step: asks for a code and types in the one mailed. */
  async emailStep(email: string) {
    await this.send("POST", "/api/owner/login/request-code", { email });
    return this.send("POST", "/api/owner/login/verify-code", {
      email,
      code: await latestCodeFor(email),
    });
  }

  async csrfToken(): Promise<string> {
    const { body } = await this.send("GET", "/api/owner/session");
    return (body as { csrfToken: string }).csrfToken;
  }

  /** The headers a signed-in back office page sends, for requests made by hand. */
  async credentials(): Promise<{ cookie: string; csrfToken: string; origin: string }> {
    const csrfToken = await this.csrfToken();
    const cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
    return { cookie, csrfToken, origin: SITE_ORIGIN };
  }

  /** A change in the session, with its CSRF token. */
  async change(url: string, body?: unknown) {
    return this.send("POST", url, body, { "x-csrf-token": await this.csrfToken() });
  }

  /** 'Confirm it is you' with a code: what adding a passkey or resetting an owner first needs. */
  async confirm(code: string) {
    return this.change("/api/owner/session/confirm", { code });
  }

  /** This device on another network: a new address, only its trusted-device cookie kept. */
  elsewhere(): OwnerBrowser {
    const moved = new OwnerBrowser();
    const device = this.cookies.get("owner_device");
    if (device) moved.cookies.set("owner_device", device);
    return moved;
  }
}

/** The authenticator app: the current code of a secret, at the test clock's time. */
export function authenticatorCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6 });
  return totp.generate({ timestamp: clock.now().getTime() + offsetSteps * 30_000 });
}

/** Signs an owner in for the first time: e-mailed code, enrolment, a current code. */
export async function enrolOwner(email: string) {
  const browser = new OwnerBrowser();
  await browser.emailStep(email);
  const enrolment = await browser.send("POST", "/api/owner/login/enrol");
  const { secret } = enrolment.body as { secret: string };
  const confirmed = await browser.send("POST", "/api/owner/login/enrol/confirm", {
    code: authenticatorCode(secret),
  });
  const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
  return { browser, secret, recoveryCodes, confirmed };
}
