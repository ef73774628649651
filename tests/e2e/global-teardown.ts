import { rmSync } from "node:fs";

export default function globalTeardown(): void {
  for (const dataDir of [process.env.E2E_DATA_DIR, process.env.E2E_REQUESTS_DATA_DIR]) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
