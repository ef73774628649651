/**
 * `npm run bench:compare -- <before.json> <after.json>`: the rows of two bench runs side by side,
 * matched by section and measure, with the change between them.
 */
import { readFileSync } from "node:fs";
import type { Row } from "./lib/report";

interface Results {
  commit: string;
  startedAt: string;
  rows: Row[];
}

function load(file: string): Results {
  return JSON.parse(readFileSync(file, "utf8")) as Results;
}

function change(before: Row["value"] | undefined, after: Row["value"] | undefined): string {
  if (typeof before !== "number" || typeof after !== "number") return "";
  if (before === 0) return after === 0 ? "=" : "new";
  const percent = Math.round(((after - before) / Math.abs(before)) * 100);
  return percent === 0 ? "=" : `${percent > 0 ? "+" : ""}${percent}%`;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("Usage: npm run bench:compare -- <before.json> <after.json>");
  process.exit(2);
}
const before = load(beforeFile);
const after = load(afterFile);
const key = (row: Row) => `${row.section}\u0000${row.measure}`;
const earlier = new Map(before.rows.map((row) => [key(row), row]));
const keys = [...new Set([...before.rows.map(key), ...after.rows.map(key)])];
const later = new Map(after.rows.map((row) => [key(row), row]));

const shown = (row: Row | undefined) =>
  row ? `${row.value}${row.unit ? ` ${row.unit}` : ""}` : "-";
const lines = keys.map((k) => {
  const [section = "", measure = ""] = k.split("\u0000");
  const a = earlier.get(k);
  const b = later.get(k);
  return [
    section,
    measure,
    shown(a),
    shown(b),
    change(a?.value, b?.value),
    b?.target ?? a?.target ?? "",
  ];
});
const header = ["section", "measure", before.commit, after.commit, "change", "target"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...lines.map((line) => line[column]!.length)),
);
const format = (cells: string[]) =>
  cells
    .map((cell, column) => cell.padEnd(widths[column]!))
    .join("  ")
    .trimEnd();
console.log(format(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const line of lines) console.log(format(line));
