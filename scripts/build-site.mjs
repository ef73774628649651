// The production build: `next build`, then every script and style sheet of the build also
// written Brotli-compressed at its highest quality, for the server to send to browsers that
// accept it (scripts/static-files.mjs). Once per build, so no request pays for the compression.
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

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(path.join(distDir, "static"), { recursive: true })) {
  const file = path.join(distDir, "static", String(entry));
  if (!/\.(js|css)$/.test(file)) continue;
  const content = readFileSync(file);
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
