/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). A cell that begins with = + - @, a tab or a
 * carriage return is one a spreadsheet may run as a formula (CSV injection): it gets a leading
 * apostrophe, which spreadsheets show as text. Cells with a quote, comma or line end are quoted.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** A whole CSV document: the header row, then one row per record. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
