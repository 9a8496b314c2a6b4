/**
 * Pure rules of the file upload (spec §5 "Uploads"): size, count and type. DOM-free apart from the
 * `File` shape (name, size, type), so they are unit-tested and reusable in form schemas.
 */
import { DEFAULT_UPLOAD_MAX_BYTES, FILE_COUNT_LIMITS } from "./limits";
import { expectArgument } from "./arguments";

/** The limits one upload enforces. */
export interface FileLimits {
  /** Fewest files the form needs (checked by {@link countProblem}, usually on submit). */
  minFiles: number;
  /** Most files accepted; extra files are refused when added. */
  maxFiles: number;
  /** Largest file in bytes (spec default 15,000,000). */
  maxBytes: number;
  /**
   * Accepted types as in the `accept` attribute: MIME types ("application/pdf"), wildcards
   * ("image/*") or extensions (".pdf"). Empty accepts anything.
   */
  accept: readonly string[];
}

/** spec §5: multi-upload 1 to 5 files of at most 15,000,000 bytes, any type. */
export const DEFAULT_FILE_LIMITS: FileLimits = {
  minFiles: FILE_COUNT_LIMITS.default.min,
  maxFiles: FILE_COUNT_LIMITS.default.max,
  maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
  accept: [],
};

/** Why a file (or the set) was refused. */
export type FileProblem =
  | { kind: "too-large"; fileName: string; maxBytes: number }
  | { kind: "wrong-type"; fileName: string }
  | { kind: "too-many"; fileName: string; maxFiles: number }
  | { kind: "too-few"; minFiles: number };

/** The minimal shape of a file these rules read (a `File` satisfies it). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/**
 * Whether a file matches an `accept` list (MIME type, `type/*` wildcard or extension).
 * @example matchesAccept({ name: "a.PDF", size: 1, type: "" }, [".pdf"]) // true
 */
export function matchesAccept(file: FileLike, accept: readonly string[]): boolean {
  expectArgument("matchesAccept", "file", file, "object");
  expectArgument("matchesAccept", "accept", accept, "array");
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Adds picked or dropped files to the current ones, refusing those that are too large, of a
 * refused type, or beyond the maximum count. With `maxFiles` 1 a new valid file replaces the old one
 * (spec §5: ATC takes exactly one).
 * @returns the new list and a problem per refused file
 * @example addFiles([], [bigPdf], { ...DEFAULT_FILE_LIMITS, maxBytes: 10 }) // { files: [], problems: [{ kind: "too-large", … }] }
 */
export function addFiles<F extends FileLike>(
  current: readonly F[],
  incoming: readonly F[],
  limits: FileLimits,
): { files: F[]; problems: FileProblem[] } {
  expectArgument("addFiles", "current", current, "array");
  expectArgument("addFiles", "incoming", incoming, "array");
  expectArgument("addFiles", "limits", limits, "object");
  const problems: FileProblem[] = [];
  let files = [...current];
  for (const file of incoming) {
    if (!matchesAccept(file, limits.accept)) {
      problems.push({ kind: "wrong-type", fileName: file.name });
    } else if (file.size > limits.maxBytes) {
      problems.push({ kind: "too-large", fileName: file.name, maxBytes: limits.maxBytes });
    } else if (limits.maxFiles === 1) {
      files = [file];
    } else if (files.length >= limits.maxFiles) {
      problems.push({ kind: "too-many", fileName: file.name, maxFiles: limits.maxFiles });
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

/**
 * The count problem of a final list, for the form's submit-time validation.
 * @returns a "too-few" problem when fewer than `minFiles` files are attached, else null
 */
export function countProblem(files: readonly FileLike[], limits: Pick<FileLimits, "minFiles">): FileProblem | null {
  expectArgument("countProblem", "files", files, "array");
  expectArgument("countProblem", "limits", limits, "object");
  return files.length < limits.minFiles ? { kind: "too-few", minFiles: limits.minFiles } : null;
}
