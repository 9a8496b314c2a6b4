import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { Query } from "../../../src/runtime/query";
import type { UploadedFile } from "../../../src/domain/contracting/state";
import { useSettings } from "../../../src/runtime/widget-context";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { preloadServerHtml } from "../../../src/ui/lazy-server-html";
import { Spinner } from "../../../src/ui/spinner";
import { resolveUploadMaxBytes } from "../../../src/domain/limits";
import { ATTACHMENT_TYPES, fromUploadedFile, toUploadedFiles } from "../files";

// Issue 20 "the first screen carries only what it shows": the file upload and the sanitiser of the
// server's product descriptions arrive when a step shows them; the first step preloads them while the
// visitor types (see `preloadLaterParts`), so a later step rarely waits.
const fileUpload = retryableChunk(() => import("../../../src/ui/file-upload").then((module) => module.FileUpload));

/**
 * Starts the downloads of the parts the wizard's later fields show (file upload, sanitiser), after
 * the first step is on screen. A failed download is tried again when the part renders.
 * @example useEffect(() => afterFirstPaint(preloadLaterParts), []);
 */
export function preloadLaterParts(): void {
  fileUpload.load().catch(() => {});
  preloadServerHtml();
}

/**
 * A list or lookup from the API that failed: the UI kit's failure (the catalogue message and a retry),
 * not taking the focus from a field being typed in (the call runs in the background).
 */
export function ListFailure({ remote, what }: { remote: Query<unknown>; what: string }) {
  const { t } = useLingui();
  return (
    <RetryFailure
      focus="idle"
      title={what}
      error={remote.error}
      retry={{ label: t({ id: "contracting.retry", message: "Try again" }), onClick: remote.retry }}
    />
  );
}

/** What a react-hook-form Controller gives a select. */
export interface SelectField {
  value: string;
  name: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (element: HTMLSelectElement | null) => void;
}

/**
 * The props of a select whose options arrive from the API, as a controlled select: React selects the
 * value once its option exists, where a registered native select would read back "" (no option yet)
 * and lose a restored value.
 * @example <Controller name="address.tv" render={({ field }) => <Select … {...selectProps(field)} />} />
 */
export function selectProps(field: SelectField, then?: (value: string) => void) {
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) => {
      field.onChange(event.target.value);
      then?.(event.target.value);
    },
  };
}

/** Props of {@link AttachmentField}. */
export interface AttachmentFieldProps {
  label: string;
  /** The files as the lead carries them (base64 data URLs). */
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  min: number;
  max: number;
  required: boolean;
  error?: string;
}

/**
 * A FileUpload whose value is the lead's attachments (spec §5 Uploads: base64 data URLs), shown again
 * as files after a reload.
 * @example <AttachmentField label={t`Your last invoice`} min={1} max={3} required value={field.value} onChange={field.onChange} />
 */
export function AttachmentField({ label, value, onChange, min, max, required, error }: AttachmentFieldProps) {
  const { t } = useLingui();
  const maxBytes = useSettings((settings) => resolveUploadMaxBytes(settings.fileUploadSizeLimit));
  const [files, setFiles] = useState<File[]>(() => value.map(fromUploadedFile));
  const [readFailed, setReadFailed] = useState(false);
  // Reading files takes longer the larger they are: only the latest pick or removal is applied, so a
  // large file removed while it was still being read does not come back when its reading ends.
  const sequence = useRef(0);
  // The files the form holds now (what a failed reading goes back to).
  const applied = useRef<File[]>(files);

  const change = (next: File[]) => {
    const current = ++sequence.current;
    setFiles(next);
    setReadFailed(false);
    toUploadedFiles(next).then(
      (uploaded) => {
        if (current !== sequence.current) return;
        applied.current = next;
        onChange(uploaded);
      },
      () => {
        if (current !== sequence.current) return;
        // The form keeps what it had: the list shows it again, with the failure.
        setFiles(applied.current);
        setReadFailed(true);
      },
    );
  };

  return (
    <Lazy chunk={fileUpload} fallback={<Spinner label={t({ id: "contracting.loading", message: "Loading…" })} />}>
      {(FileUpload) => (
        <FileUpload
          label={label}
          accept={ATTACHMENT_TYPES}
          minFiles={min}
          maxFiles={max}
          maxBytes={maxBytes}
          required={required}
          value={files}
          onChange={change}
          error={readFailed ? t({ id: "contracting.files.readFailed", message: "The file could not be read. Attach it again." }) : error}
        />
      )}
    </Lazy>
  );
}
