/** Windows-1252's characters at 0x80-0x9f, where it differs from Latin-1 (undefined: unused). */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Bytes in Windows-1252 (Node's TextDecoder reads that label as Latin-1). */
function fromWindows1252(bytes: Buffer): string {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : String.fromCharCode(byte),
  ).join("");
}

/**
 * The text of an uncompressed PDF drawn with the standard fonts, one line per text-showing
 * operator: PDFKit writes each piece of text as hex strings in a `TJ` array (split where kerning
 * moves a letter), in Windows-1252, which the receipt's words and the euro sign are in.
 */
export function pdfTextOf(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  for (const [, array = ""] of source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
    const hex = [...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, part = ""]) => part).join("");
    lines.push(fromWindows1252(Buffer.from(hex, "hex")));
  }
  return lines.join("\n");
}
