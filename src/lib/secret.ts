import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "./config";

let cached: string | undefined;

/**
 * The server secret behind code HMACs: APP_SECRET when set (required in production, and for
 * several instances), else one generated once and kept in DATA_DIR so restarts keep sessions.
 */
export function appSecret(): string {
  if (cached) return cached;
  const config = getConfig();
  if (config.APP_SECRET) return (cached = config.APP_SECRET);
  if (config.DATA_DIR.startsWith("memory://")) return (cached = randomBytes(32).toString("hex"));
  const file = path.resolve(config.DATA_DIR, "app-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return (cached = readFileSync(file, "utf8").trim());
}
