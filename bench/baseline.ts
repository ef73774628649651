/**
 * The bench's baseline: another commit of this repository, built as it was (its own files, its
 * own locked dependencies), to be measured beside the working tree in the same run.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../scripts/build";

function run(command: string, args: string[], cwd: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  // The baseline builds into its own folder's default, whatever this run was told.
  delete env.NEXT_DIST_DIR;
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} in ${cwd} failed (${result.status})`);
  }
}

/**
 * A built copy of `commit` outside the working tree, kept between runs (the first run installs
 * and builds it: about 2.5 minutes here). Answers the commit's short name and its folder.
 */
export function prepareBaseline(commit: string): { name: string; checkout: string } {
  const full = execFileSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  const name = full.slice(0, 7);
  const checkout = path.join(os.tmpdir(), `ardennes-bench-baseline-${full}`);
  const ready = path.join(checkout, ".bench-baseline-ready");
  if (existsSync(ready)) return { name, checkout };
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", full], {
    cwd: root,
    maxBuffer: 1024 ** 3,
  });
  if (archive.status !== 0) throw new Error(`git archive ${full} failed`);
  const unpack = spawnSync("tar", ["-x", "-C", checkout], { input: archive.stdout });
  if (unpack.status !== 0) throw new Error(`unpacking ${full} failed`);
  // Offline: the packages come from npm's cache; none of them needs an install script.
  run("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], checkout);
  run(process.execPath, ["node_modules/next/dist/bin/next", "build"], checkout);
  writeFileSync(ready, `${new Date().toISOString()}\n`);
  return { name, checkout };
}
