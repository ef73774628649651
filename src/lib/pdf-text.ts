/*
 * Text for PDFs drawn in the standard fonts (receipts, declarations), which show Windows-1252 only.
 */

/** The characters of Windows-1252 beyond Latin-1: PDF's standard fonts show exactly these. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters with no decomposition to a base letter, as a reader would write them without it. */
const PLAIN_LETTERS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  ŧ: "t",
  Ŧ: "T",
};

function showable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === "\n" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(character)
  );
}

/**
 * Text as the standard fonts can show it: a character outside their encoding would print as
 * another one. `Intl`'s narrow no-break space (French money, `1 234,50 €`) keeps its no-break
 * meaning, other spaces become plain ones, accented letters outside the encoding lose the accent
 * (`Dvořák` reads `Dvorak`), and what has no such letter becomes `?`.
 */
export function pdfText(text: string): string {
  let shown = "";
  for (const character of text) {
    if (showable(character)) shown += character;
    else if (character === "\u202f" || character === "\u2007") shown += "\u00a0";
    else if (/\s/u.test(character)) shown += " ";
    else {
      const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
      shown +=
        base.length > 0 && [...base].every(showable) ? base : (PLAIN_LETTERS[character] ?? "?");
    }
  }
  return shown;
}
