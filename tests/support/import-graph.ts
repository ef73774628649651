import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

/** `import ... from "x"`, `export ... from "x"`, `import("x")`, `import "x"`; not `import type`. */
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)(?!\s+type[\s{])(?:[^"'`;]*?\sfrom\s*|\s*)["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveFile(base: string): string | null {
  if (existsSync(base) && !base.endsWith("/") && EXTENSIONS.includes(path.extname(base)))
    return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  for (const extension of EXTENSIONS) {
    const index = path.join(base, `index${extension}`);
    if (existsSync(index)) return index;
  }
  return null;
}

/** The project file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return resolveFile(path.join(root, "src", specifier.slice(2)));
  if (specifier.startsWith(".")) return resolveFile(path.resolve(path.dirname(from), specifier));
  return null;
}

/** The project's own imports of a file, as they run (type-only imports are erased). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIERS)) {
    const resolved = resolveImport(file, match[1] ?? match[2] ?? "");
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every project file reachable from the entries, each with the first file that imports it. */
export function reachableFrom(entries: string[]): Map<string, string | null> {
  const reached = new Map<string, string | null>();
  const pending = entries.map((entry) => path.resolve(root, entry));
  for (const entry of pending) reached.set(entry, null);
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const imported of importsOf(file)) {
      if (reached.has(imported)) continue;
      reached.set(imported, file);
      pending.push(imported);
    }
  }
  return reached;
}

/** The chain of imports from an entry to a file, as paths from the project's root. */
export function chainTo(reached: Map<string, string | null>, file: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = reached.get(at)) {
    chain.unshift(path.relative(root, at));
  }
  return chain;
}

export const PROJECT_ROOT = root;
