import { afterAll, beforeAll } from "vitest";
import { getConfig, type Config } from "@/lib/config";

/**
 * Changes the configuration for the test file that calls it (before its own `beforeAll` hooks
 * that follow the call), and puts the old values back after the file.
 */
export function configureForFile(changes: Partial<Config>): void {
  const saved: Partial<Config> = {};
  beforeAll(() => {
    const config = getConfig();
    for (const key of Object.keys(changes) as (keyof Config)[]) {
      Object.assign(saved, { [key]: config[key] });
    }
    Object.assign(config, changes);
  });
  afterAll(() => {
    Object.assign(getConfig(), saved);
  });
}

/** OWNER_EMAIL for the test file: the configured owners and these. */
export function withOwners(...emails: string[]): Partial<Config> {
  return { OWNER_EMAILS: [...getConfig().OWNER_EMAILS, ...emails] };
}
