import "server-only";
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { appSecret } from "@/lib/secret";

/** Tokens (sessions, pending sign-ins) are stored as their SHA-256: a leak signs no one in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A keyed hash, so that short values (recovery codes) cannot be guessed from a leaked table. */
export function keyedHash(purpose: string, value: string): string {
  return createHmac("sha256", appSecret()).update(`${purpose}:${value}`).digest("hex");
}

function secretKey(): Buffer {
  return createHmac("sha256", appSecret()).update("owner-authenticator-secret").digest();
}

/** AES-256-GCM: iv, tag and ciphertext together, base64url. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function decryptSecret(sealed: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", secretKey(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}
