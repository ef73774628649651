import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { appSecret } from "@/lib/secret";
import type { CodePurpose } from "./codes.server";
import { SIGN_IN_LIMITS } from "./limits";

/**
 * A trusted device: a browser that signed in as an address before (a guest with the e-mailed
 * code, an owner with the second factor too). Its cookie gets it a wrong-code allowance of its
 * own, so strangers using up the address's allowance never lock it out (docs/decisions/0045).
 */
export interface TrustedDevice {
  id: string;
  issuedAt: Date;
}

export const DEVICE_COOKIE = { guest: "guest_device", owner: "owner_device" } as const;

/** Only the code step reads it, so no other request carries it. */
const DEVICE_COOKIE_PATH = {
  guest: "/api/guest/booking/verify-code",
  owner: "/api/owner/login/verify-code",
} as const;

function mac(purpose: CodePurpose, email: string, id: string, issuedAt: number): Buffer {
  return createHmac("sha256", appSecret())
    .update(`device:${purpose}:${email}:${id}:${issuedAt}`)
    .digest();
}

/**
 * `id.issuedAt.mac`: the address is in the MAC, not in the cookie, so the cookie names no one
 * and proves a sign-in of that address only.
 */
export function newDeviceToken(purpose: CodePurpose, email: string): string {
  const id = randomBytes(16).toString("base64url");
  const issuedAt = clock.now().getTime();
  return `${id}.${issuedAt}.${mac(purpose, email, id, issuedAt).toString("base64url")}`;
}

/** The device a cookie proves for this address, or null: forged, another's, or too old. */
export function trustedDevice(
  purpose: CodePurpose,
  email: string,
  token: string | undefined,
): TrustedDevice | null {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const [, id = "", issued = "", given = ""] = match;
  const issuedAt = Number(issued);
  // Compared as text: base64url's last character carries bits a decoder drops.
  const expected = Buffer.from(mac(purpose, email, id, issuedAt).toString("base64url"));
  if (!timingSafeEqual(Buffer.from(given), expected)) return null;
  const age = clock.now().getTime() - issuedAt;
  if (age < 0 || age >= SIGN_IN_LIMITS.deviceLifetimeMs) return null;
  return { id, issuedAt: new Date(issuedAt) };
}

/** HttpOnly, never sent cross-site, Secure on an https site, for the code step only. */
export function deviceCookieOptions(purpose: CodePurpose) {
  return {
    httpOnly: true,
    secure: new URL(getConfig().PUBLIC_BASE_URL).protocol === "https:",
    sameSite: "Strict" as const,
    path: DEVICE_COOKIE_PATH[purpose],
    maxAge: SIGN_IN_LIMITS.deviceLifetimeMs / 1000,
  };
}
