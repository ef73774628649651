/**
 * The API document's lint (decision 0049): writes the document /api/openapi.json serves and runs
 * Redocly's recommended rules on it (redocly.yaml). Offline: no usage data, no update check.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./build";

/** A stable, ignored place: .redocly.lint-ignore.yaml names the document by its path. */
const DOCUMENT = path.join(root, "node_modules/.cache/openapi/openapi.json");

// One line per request would go to the output otherwise.
process.env.LOG_LEVEL ??= "silent";
const { apiApp, OPENAPI_PATH } = await import("@/api/app");

const response = await apiApp().request(OPENAPI_PATH);
if (response.status !== 200) {
  console.error(`${OPENAPI_PATH} answered ${response.status}`);
  process.exit(1);
}
mkdirSync(path.dirname(DOCUMENT), { recursive: true });
// Indented, so a problem's line and column point somewhere readable.
writeFileSync(DOCUMENT, `${JSON.stringify(await response.json(), null, 2)}\n`);

const lint = spawnSync(
  path.join(root, "node_modules/.bin/redocly"),
  ["lint", "--config", path.join(root, "redocly.yaml"), DOCUMENT],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
process.exit(lint.status ?? 1);
