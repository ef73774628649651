// The production build: `next build`, then every script of the build marked for V8 to compile
// whole as it arrives, and every script and style sheet also written Brotli-compressed at its
// highest quality, for the server to send to browsers that accept it (scripts/static-files.mjs).
// Once per build, so no request pays for either.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");

const build = spawnSync(process.execPath, [nextBin, "build"], {
  cwd: root,
  stdio: "inherit",
  env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// V8's explicit compile hint (Chrome 136 and later): every function of the file is compiled on a
// background thread while the file streams in, instead of on the main thread when first called.
// The build's scripts are loaded when they are about to run (docs/decisions/0068).
const COMPILE_HINT = Buffer.from("//# allFunctionsCalledOnLoad\n");

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(path.join(distDir, "static"), { recursive: true })) {
  const file = path.join(distDir, "static", String(entry));
  if (!/\.(js|css)$/.test(file)) continue;
  let content = readFileSync(file);
  if (file.endsWith(".js") && !content.subarray(0, COMPILE_HINT.length).equals(COMPILE_HINT)) {
    content = Buffer.concat([COMPILE_HINT, content]);
    writeFileSync(file, content);
  }
  const compressed = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, compressed);
  files++;
  before += content.length;
  after += compressed.length;
}
console.log(
  `Compressed ${files} scripts and style sheets with Brotli: ${Math.round(before / 1024)} KB to ${Math.round(after / 1024)} KB.`,
);
