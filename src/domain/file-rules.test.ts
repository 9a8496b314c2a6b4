import { describe, expect, it } from "vitest";
import { addFiles, countProblem, DEFAULT_FILE_LIMITS, matchesAccept, type FileLike } from "./file-rules";
import { DEFAULT_UPLOAD_MAX_BYTES, FILE_COUNT_LIMITS, resolveUploadMaxBytes } from "./limits";

const file = (name: string, size = 10, type = "application/pdf"): FileLike => ({ name, size, type });

describe("file rules (spec §5 Uploads)", () => {
  it("defaults to 1-5 files of at most 15,000,000 bytes", () => {
    expect(DEFAULT_FILE_LIMITS).toMatchObject({ minFiles: 1, maxFiles: 5, maxBytes: 15_000_000 });
    expect(FILE_COUNT_LIMITS.contact).toEqual({ min: 1, max: 6 });
    expect(FILE_COUNT_LIMITS.atc).toEqual({ min: 1, max: 1 });
    expect(FILE_COUNT_LIMITS.invoice).toEqual({ min: 1, max: 3 });
    expect(FILE_COUNT_LIMITS.taxIdImages).toEqual({ min: 1, max: 2 });
  });

  it("takes the fileUploadSizeLimit setting when it is a positive number", () => {
    expect(resolveUploadMaxBytes(500000000)).toBe(500000000);
    expect(resolveUploadMaxBytes("2000000")).toBe(2000000);
    expect(resolveUploadMaxBytes(undefined)).toBe(DEFAULT_UPLOAD_MAX_BYTES);
    expect(resolveUploadMaxBytes(-1)).toBe(DEFAULT_UPLOAD_MAX_BYTES);
    expect(resolveUploadMaxBytes("lots")).toBe(DEFAULT_UPLOAD_MAX_BYTES);
  });

  it("matches MIME types, wildcards and extensions", () => {
    expect(matchesAccept(file("a.pdf"), ["application/pdf"])).toBe(true);
    expect(matchesAccept(file("a.png", 1, "image/png"), ["image/*"])).toBe(true);
    expect(matchesAccept(file("A.PDF", 1, ""), [".pdf"])).toBe(true);
    expect(matchesAccept(file("a.exe", 1, "application/x-msdownload"), ["image/*", ".pdf"])).toBe(false);
    expect(matchesAccept(file("a.exe"), [])).toBe(true);
  });

  it("refuses large, wrong-type and extra files and keeps the rest", () => {
    const limits = { ...DEFAULT_FILE_LIMITS, maxFiles: 2, maxBytes: 100, accept: ["application/pdf"] };
    const result = addFiles([file("a.pdf")], [file("big.pdf", 101), file("b.txt", 1, "text/plain"), file("c.pdf"), file("d.pdf")], limits);
    expect(result.files.map((f) => f.name)).toEqual(["a.pdf", "c.pdf"]);
    expect(result.problems).toEqual([
      { kind: "too-large", fileName: "big.pdf", maxBytes: 100 },
      { kind: "wrong-type", fileName: "b.txt" },
      { kind: "too-many", fileName: "d.pdf", maxFiles: 2 },
    ]);
  });

  it("replaces the file when only one is allowed", () => {
    const result = addFiles([file("old.pdf")], [file("new.pdf")], { ...DEFAULT_FILE_LIMITS, maxFiles: 1 });
    expect(result.files.map((f) => f.name)).toEqual(["new.pdf"]);
  });

  it("reports too few files", () => {
    expect(countProblem([], { minFiles: 1 })).toEqual({ kind: "too-few", minFiles: 1 });
    expect(countProblem([file("a.pdf")], { minFiles: 1 })).toBeNull();
  });
});
