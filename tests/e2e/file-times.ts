import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { writeFileTimes, type FileTime } from "../support/file-times";

/** A Playwright reporter of each spec file's time, summed over its tests (file-times.ts). */
export default class PlaywrightFileTimes implements Reporter {
  private readonly times = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? "";
    const time = this.times.get(file) ?? { file, project, seconds: 0, tests: 0 };
    time.seconds += result.duration / 1000;
    time.tests += 1;
    this.times.set(file, time);
  }

  onEnd(): void {
    writeFileTimes("playwright", [...this.times.values()]);
  }
}
