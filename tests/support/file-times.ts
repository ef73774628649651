import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** How long one test file took, all in: its set-up, imports, hooks and tests. */
export interface FileTime {
  file: string;
  /** The Vitest project or Playwright project it ran in. */
  project: string;
  seconds: number;
  tests: number;
}

/**
 * Writes a run's file times where `npm test` (scripts/test.ts) asked for them, to list the
 * slowest files at the end; a run without TEST_FILE_TIMES writes nothing.
 */
export function writeFileTimes(runner: string, times: FileTime[]): void {
  const folder = process.env.TEST_FILE_TIMES;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${runner}-${process.pid}.json`), JSON.stringify(times));
}
