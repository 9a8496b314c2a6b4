// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvText } from "./csv";

// spec §4 "Invoice export": a file a spreadsheet in Spain opens as it is.
describe("CSV for a Spanish spreadsheet", () => {
  it("starts with the UTF-8 byte order mark, separates with semicolons and ends lines with CR LF", () => {
    const text = csvText(
      ["Número", "Import (€)"],
      [
        ["F-1", "1.234,50"],
        ["F-2", "-12,50"],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe("\uFEFFNúmero;Import (€)\r\nF-1;1.234,50\r\nF-2;-12,50\r\n");
  });

  it("quotes a cell holding the separator, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Carrer Nou; 3")).toBe('"Carrer Nou; 3"');
    expect(csvCell('Bloc "A"')).toBe('"Bloc ""A"""');
    expect(csvCell("línia 1\nlínia 2")).toBe('"línia 1\nlínia 2"');
    expect(csvCell("Girona, 17001")).toBe("Girona, 17001");
  });

  it("never lets server text become a formula, and leaves negative numbers as numbers", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+34 600")).toBe("'+34 600");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-cmd")).toBe("'-cmd");
    expect(csvCell("-12,50")).toBe("-12,50");
    expect(csvCell("-0.5")).toBe("-0.5");
  });
});
