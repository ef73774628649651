/** One line of the bench table: what was measured, the figure, and the target beside it. */
export interface Row {
  section: string;
  measure: string;
  value: number | string;
  unit?: string;
  target?: string;
  met?: boolean;
}

function shown(row: Row): string {
  return `${row.value}${row.unit ? ` ${row.unit}` : ""}`;
}

export function printTable(rows: Row[]): void {
  const header = ["section", "measure", "figure", "target", ""];
  const lines = rows.map((row) => [
    row.section,
    row.measure,
    shown(row),
    row.target ?? "",
    row.met === undefined ? "" : row.met ? "ok" : "MISSED",
  ]);
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
  let previous = "";
  for (const line of lines) {
    console.log(format(line[0] === previous ? ["", ...line.slice(1)] : line));
    previous = line[0]!;
  }
}

/** "x <= 1200 ms" style targets: the row says whether the figure meets it. */
export function atMost(value: number, limit: number, unit = ""): Pick<Row, "target" | "met"> {
  return { target: `<= ${limit}${unit ? ` ${unit}` : ""}`, met: value <= limit };
}

export function atLeast(value: number, limit: number, unit = ""): Pick<Row, "target" | "met"> {
  return { target: `>= ${limit}${unit ? ` ${unit}` : ""}`, met: value >= limit };
}
