import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { writeFileTimes, type FileTime } from "./file-times";

/** A Vitest reporter of each test file's time, set-up and imports included (file-times.ts). */
export default class VitestFileTimes implements Reporter {
  private readonly times: FileTime[] = [];

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    const ms =
      diagnostic.prepareDuration +
      diagnostic.setupDuration +
      diagnostic.collectDuration +
      diagnostic.duration;
    this.times.push({
      file: path.relative(process.cwd(), module.moduleId),
      project: module.project.name,
      seconds: ms / 1000,
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    writeFileTimes("vitest", this.times);
  }
}
