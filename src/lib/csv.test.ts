import { describe, expect, it } from "vitest";
import { csvCell, csvEuros, toCsv, toSpreadsheetCsv } from "./csv";

describe("csvCell", () => {
  it.each(["=1+1", "+32 470", "-2+3", "-A1", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "makes %j text a spreadsheet does not run",
    (value) => {
      expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("leaves a plain number, a negative one too, a number", () => {
    expect(csvCell("-12,50", ";")).toBe("-12,50");
    expect(csvCell("7")).toBe("7");
  });

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

describe("toSpreadsheetCsv", () => {
  it("starts with a byte order mark and separates cells with semicolons, quoting a cell that has one", () => {
    expect(toSpreadsheetCsv(["Home", "Amount"], [["Gîte; river", csvEuros(-1250)]])).toBe(
      '\uFEFFHome;Amount\r\n"Gîte; river";-12,50\r\n',
    );
  });
});
