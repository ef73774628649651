import { afterAll, vi } from "vitest";
import { clock } from "@/lib/clock";
import { forgetConfig } from "@/lib/config";

const realNow = clock.now;

/**
 * A test worker runs many files in one process, keeping the modules they import (and so the cost
 * of importing them) between files. What a file may change of the process is put back as a
 * fresh process would have it after each file: stubbed environment variables, globals, spies and
 * the clock are undone, and the next file reads the configuration anew from the environment.
 */
export function freshProcessPerFile(): void {
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clock.now = realNow;
    forgetConfig();
  });
}
