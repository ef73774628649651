import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each(["=1+1", "+32 470", "-2", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "makes %j text a spreadsheet does not run",
    (value) => {
      expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("leaves ordinary text as it is", () => {
    expect(csvCell("ann@example.com")).toBe("ann@example.com");
  });

  it("quotes a cell with a comma, a quote or a line end", () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe("toCsv", () => {
  it("writes the header row and then each row, with CRLF line ends", () => {
    expect(toCsv(["email", "since"], [["a@example.com", "2026-01-01"]])).toBe(
      "email,since\r\na@example.com,2026-01-01\r\n",
    );
  });
});
