/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). A cell that begins with = + - @, a tab or a
 * carriage return is one a spreadsheet may run as a formula (CSV injection): it gets a leading
 * apostrophe, which spreadsheets show as text; a plain number (a refund's -12,50) runs nothing and
 * stays a number. Cells with a quote, the separator or a line end are quoted.
 */
export function csvCell(value: string, separator: CsvSeparator = ","): string {
  const plainNumber = /^-?\d+([.,]\d+)?$/.test(value);
  const inert = !plainNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const quoted = inert.includes(separator) || /["\r\n]/.test(inert);
  return quoted ? `"${inert.replaceAll('"', '""')}"` : inert;
}

type CsvSeparator = "," | ";";

/** A whole CSV document: the header row, then one row per record. */
export function toCsv(header: string[], rows: string[][], separator: CsvSeparator = ","): string {
  return (
    [header, ...rows]
      .map((row) => row.map((cell) => csvCell(cell, separator)).join(separator))
      .join("\r\n") + "\r\n"
  );
}

/**
 * A CSV a Belgian spreadsheet opens as it is: semicolons between cells (its list separator, as
 * its decimal mark is a comma), and a byte order mark so that Excel reads UTF-8 (é, €).
 */
export function toSpreadsheetCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${toCsv(header, rows, ";")}`;
}

/** Euros as a Belgian spreadsheet reads a number: a decimal comma, two decimals, no grouping. */
export function csvEuros(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}
