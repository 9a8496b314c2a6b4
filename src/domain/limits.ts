/**
 * The spec's numeric limits, in one place and DOM-free: the domain's rules (contracting uploads), the UI
 * kit (pagination, file upload) and the widgets import these rather than repeating the numbers;
 * settings that override a limit (e.g. `fileUploadSizeLimit`) are resolved here.
 */

/** spec §9 "Page sizes": options offered by every paginated list (the configured size is added). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 12, 25, 50, 100, 150];

/** The largest of {@link PAGE_SIZE_OPTIONS}: the page asked for when a whole list is read. */
export const LARGEST_PAGE_SIZE = /* @__PURE__ */ Math.max(...PAGE_SIZE_OPTIONS);

/** spec §9 "Page sizes": invoices default to 100 rows per page. */
export const DEFAULT_INVOICES_PAGE_SIZE = 100;

/** spec §5 "Uploads" and §9: 15 MB (15,000,000 bytes) unless the `fileUploadSizeLimit` setting says otherwise. */
export const DEFAULT_UPLOAD_MAX_BYTES = 15_000_000;

/** A file-count range for one kind of upload. */
export interface FileCountLimit {
  readonly min: number;
  readonly max: number;
}

/** spec §5 "Uploads" (and "Person" / "Electricity contract" for tax id images and self-consumption). */
export const FILE_COUNT_LIMITS = {
  /** spec §5: multi-upload 1 to 5 by default. */
  default: { min: 1, max: 5 },
  /** spec §5: 1 to 6 on contact forms. */
  contact: { min: 1, max: 6 },
  /** spec §5: 1 for ATC (customer service) requests. */
  atc: { min: 1, max: 1 },
  /** spec §5: invoice attachments 1 to 3. */
  invoice: { min: 1, max: 3 },
  /** spec §5: self-consumption attachments 1 to 3. */
  selfConsumption: { min: 1, max: 3 },
  /** spec §5: tax id images 1 to 2. */
  taxIdImages: { min: 1, max: 2 },
} as const satisfies Record<string, FileCountLimit>;

export type FileCountKind = keyof typeof FILE_COUNT_LIMITS;

/**
 * spec §5 "Uploads": the size limit is the `fileUploadSizeLimit` setting, or 15,000,000 bytes when the
 * setting is missing or not a positive number (sample configurations send 500000000).
 * @param setting the raw `fileUploadSizeLimit` value from the settings, in bytes
 * @returns the limit in bytes
 * @example resolveUploadMaxBytes(undefined) // 15000000
 */
export function resolveUploadMaxBytes(setting: unknown): number {
  const value = typeof setting === "string" && setting.trim() !== "" ? Number(setting) : setting;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : DEFAULT_UPLOAD_MAX_BYTES;
}
