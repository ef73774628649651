/**
 * `npm test`: every layer of the suite, each piece of work done once, with the stages that do not
 * need each other side by side on the machine's cores:
 *
 *   1. type check, then the production build (skipped when current) | lint, then the API
 *      document's lint | format check
 *   2. unit and integration tests (one Vitest run) | fault tests (they mostly wait)
 *   3. browser tests
 *
 * A group that fails stops the run. The end lists each stage's time and the ten slowest test
 * files, so a slow test is seen the day it lands. docs/testing.md says where the time goes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FileTime } from "../tests/support/file-times";
import { buildCommand, buildIsCurrent, root } from "./build";

interface Stage {
  name: string;
  /** A binary of node_modules/.bin, or a script run with this Node. */
  command: string[];
  env?: Record<string, string>;
  /** Its output as it comes; the others' output is shown whole when they end. */
  live?: boolean;
  /** Checked when the stage's turn comes. */
  skipIf?: () => boolean;
}

/** Stages one after another, stopping at the first that fails. */
type Chain = Stage[];

interface Outcome {
  name: string;
  seconds: number;
  result: "passed" | "failed" | "skipped";
}

const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const vitest = (...projects: string[]) => [
  bin("vitest"),
  "run",
  ...projects.flatMap((project) => ["--project", project]),
];

const groups: Chain[][] = [
  [
    [
      {
        // TypeScript 7's native compiler, several times faster than 6's; 6 stays for the
        // editor, ESLint and Next.js, which use the JavaScript API that 7 does not have.
        name: "typecheck",
        command: [
          process.execPath,
          path.join(root, "node_modules/typescript-native/bin/tsc"),
          "--noEmit",
        ],
      },
      {
        name: "build",
        command: buildCommand,
        env: { NEXT_TELEMETRY_DISABLED: "1", TYPECHECKED_BEFORE_BUILD: "true" },
        skipIf: buildIsCurrent,
      },
    ],
    [
      { name: "lint", command: [bin("eslint"), "--max-warnings=0", "."] },
      {
        // Redocly's recommended rules on the API document (redocly.yaml), offline.
        name: "openapi lint",
        command: [
          bin("tsx"),
          "--import",
          "./scripts/server-only-off.mjs",
          path.join(root, "scripts/openapi-lint.ts"),
        ],
      },
      {
        // No import cycle between folders of src/ (.dependency-cruiser.cjs, decision 0051).
        name: "import cycles",
        command: [
          bin("depcruise"),
          "src",
          "--config",
          ".dependency-cruiser.cjs",
          "--output-type",
          "err",
        ],
      },
    ],
    [{ name: "format", command: [bin("prettier"), "--check", "."] }],
  ],
  [
    [
      {
        name: "unit + integration",
        command: vitest("unit", "integration-pglite", "integration-postgres"),
        live: true,
      },
    ],
    [{ name: "faults", command: vitest("faults") }],
  ],
  [[{ name: "e2e", command: [bin("playwright"), "test"], live: true }]],
];

const fileTimes = mkdtempSync(path.join(os.tmpdir(), "ardennes-test-times-"));
const running = new Set<ChildProcess>();

function runStage(stage: Stage): Promise<Outcome> {
  const started = performance.now();
  const outcome = (result: Outcome["result"]): Outcome => ({
    name: stage.name,
    seconds: (performance.now() - started) / 1000,
    result,
  });
  if (stage.skipIf?.()) {
    console.log(`\n> ${stage.name}: skipped (current)`);
    return Promise.resolve(outcome("skipped"));
  }
  console.log(`\n> ${stage.name}: ${stage.command.map((part) => path.basename(part)).join(" ")}`);
  const [command, ...args] = stage.command;
  const child = spawn(command!, args, {
    cwd: root,
    env: { ...process.env, ...stage.env, TEST_FILE_TIMES: fileTimes },
    stdio: stage.live ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      running.delete(child);
      const result = outcome(code === 0 ? "passed" : "failed");
      if (!stage.live) {
        console.log(`\n> ${stage.name} ${result.result} (${result.seconds.toFixed(0)} s):`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(result);
    });
  });
}

async function runChain(chain: Chain): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const stage of chain) {
    const outcome = await runStage(stage);
    outcomes.push(outcome);
    if (outcome.result === "failed") break;
  }
  return outcomes;
}

function slowestFiles(count: number): FileTime[] {
  return readdirSync(fileTimes)
    .flatMap((name) => JSON.parse(readFileSync(path.join(fileTimes, name), "utf8")) as FileTime[])
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

function report(outcomes: Outcome[], seconds: number): void {
  console.log("\nStage                 result    seconds");
  for (const { name, result, seconds } of outcomes) {
    console.log(`${name.padEnd(22)}${result.padEnd(10)}${seconds.toFixed(0).padStart(7)}`);
  }
  console.log(`${"npm test".padEnd(32)}${seconds.toFixed(0).padStart(7)}`);
  console.log("\nThe ten slowest test files (seconds, all in: set-up, imports, hooks, tests):");
  for (const { file, project, seconds: took, tests } of slowestFiles(10)) {
    console.log(`${took.toFixed(1).padStart(7)}  ${file} (${project}, ${tests} tests)`);
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    rmSync(fileTimes, { recursive: true, force: true });
    process.exit(1);
  });
}

const started = performance.now();
const outcomes: Outcome[] = [];
let failed = false;
for (const group of groups) {
  const results = (await Promise.all(group.map(runChain))).flat();
  outcomes.push(...results);
  if (results.some((outcome) => outcome.result === "failed")) {
    failed = true;
    break;
  }
}
report(outcomes, (performance.now() - started) / 1000);
rmSync(fileTimes, { recursive: true, force: true });
if (failed) {
  console.log("\nnpm test failed: see the stages marked failed above.");
  process.exit(1);
}
