import { rmSync } from "node:fs";
import path from "node:path";

export default function globalTeardown(): void {
  const folders = [
    process.env.E2E_DATA_DIR,
    process.env.E2E_REQUESTS_DATA_DIR,
    process.env.E2E_OWNER_STATE && path.dirname(process.env.E2E_OWNER_STATE),
  ];
  for (const folder of folders) {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
