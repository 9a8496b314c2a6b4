import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds } from "./field";
import { addFiles, countProblem, DEFAULT_FILE_LIMITS, type FileLimits, type FileProblem } from "../domain/file-rules";
import { Icon, type IconProps } from "./icons";
import { formatMegabytes } from "../i18n/format";
import { FULL_LOCALE, type Locale } from "../i18n/locales";
import { useUiLocale } from "./use-ui-locale";
import { fileUploadStyles } from "./file-upload.styles";
import { useComponentStyles } from "./use-component-styles";

// Drawn here, not in icons.tsx: that module is in the runtime chunk every page downloads (see there).
const UploadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M4 15v4a1 1 0 001 1h14a1 1 0 001-1v-4" />
  </Icon>
);

const FileIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H6.5A1.5 1.5 0 005 4.5v15A1.5 1.5 0 006.5 21h11a1.5 1.5 0 001.5-1.5V8z" />
    <path d="M14 3v5h5" />
  </Icon>
);

/**
 * A file's size for the list: kB below 1 MB (a 100-byte file is "1 kB", not "0 MB"), MB with one
 * decimal above, in decimal units like the spec's limit (15,000,000 bytes = 15 MB).
 * @example formatFileSize(2_345_678, "es") // "2,3 MB"
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const small = bytes < 1_000_000;
  return new Intl.NumberFormat(FULL_LOCALE[locale], {
    style: "unit",
    unit: small ? "kilobyte" : "megabyte",
    unitDisplay: "short",
    maximumFractionDigits: small ? 0 : 1,
  }).format(small ? Math.max(1, Math.round(bytes / 1000)) : bytes / 1_000_000);
}

/** Props of {@link FileUpload}. Controlled (`value`) or uncontrolled (`defaultValue`). */
export interface FileUploadProps extends Partial<FileLimits> {
  /** Visible label of the upload (already translated), e.g. "Last invoice". */
  label: ReactNode;
  /** Help text; the limits (count, size) are always added after it. */
  hint?: ReactNode;
  /** A form-level error from the caller, e.g. "Attach at least one file" on submit. */
  error?: ReactNode;
  /** Attached files (controlled). */
  value?: readonly File[];
  /** Initially attached files when uncontrolled. */
  defaultValue?: readonly File[];
  /** Called with the new list whenever files are added or removed. */
  onChange?: (files: File[]) => void;
  /** Called after each add with the refused files, if the caller wants to log or count them. */
  onReject?: (problems: FileProblem[]) => void;
  /**
   * Check `minFiles` and show its message, typically once the form was submitted (spec §5 "errors
   * shown after first submit"); the form's schema should refuse the submit too.
   */
  validateCount?: boolean;
  /** Marks the upload as required (asterisk). */
  required?: boolean;
  disabled?: boolean;
  /** Form field name given to the native input. */
  name?: string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * File attachment with a drop area and a "Choose files" button (the button is the keyboard path;
 * dropping is a shortcut for pointer users). It enforces spec §5 limits: at most `maxBytes` per file
 * (default 15,000,000 bytes, message in MB), at most `maxFiles`, accepted types; refused files are
 * listed as errors in a live region, valid ones in a list with a remove button each. Read files as
 * base64 with `readAsDataUrl(file)` when the API wants data URLs. Set `validateCount` after submit to
 * check `minFiles`.
 *
 * @csspart field - the root
 * @csspart label - the label
 * @csspart dropzone - the drop area
 * @csspart button - the choose button
 * @csspart files - the list of attached files
 * @csspart error - the error messages
 * @example <FileUpload label={t`Invoice`} accept={["application/pdf", "image/*"]} maxFiles={3} maxBytes={resolveUploadMaxBytes(settings.fileUploadSizeLimit)} onChange={setFiles} />
 */
export function FileUpload({
  label,
  hint,
  error,
  value,
  defaultValue = [],
  onChange,
  onReject,
  validateCount = false,
  required,
  disabled = false,
  name,
  className,
  minFiles = DEFAULT_FILE_LIMITS.minFiles,
  maxFiles = DEFAULT_FILE_LIMITS.maxFiles,
  maxBytes = DEFAULT_FILE_LIMITS.maxBytes,
  accept = DEFAULT_FILE_LIMITS.accept,
}: FileUploadProps) {
  useComponentStyles(fileUploadStyles);
  const { t } = useLingui();
  const locale = useUiLocale();
  const ids = useFieldIds();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [internal, setInternal] = useState<readonly File[]>(defaultValue);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [dragging, setDragging] = useState(false);
  const files = value ?? internal;
  const limits: FileLimits = { minFiles, maxFiles, maxBytes, accept };
  const maxSize = formatMegabytes(maxBytes, locale);

  const commit = (next: File[]) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  const add = (incoming: readonly File[]) => {
    if (disabled || incoming.length === 0) return;
    const result = addFiles(files, incoming, limits);
    setProblems(result.problems);
    if (result.problems.length > 0) onReject?.(result.problems);
    if (result.files.length !== files.length || result.files.some((file, i) => file !== files[i])) commit(result.files);
  };

  const remove = (index: number) => {
    commit(files.filter((_, i) => i !== index));
    setProblems([]);
    // The removed row's button is gone: put focus somewhere sensible rather than on <body>.
    buttonRef.current?.focus();
  };

  const describe = (problem: FileProblem): string => {
    switch (problem.kind) {
      case "too-large": {
        const fileName = problem.fileName;
        return t({ id: "ui.fileUpload.tooLarge", message: `${fileName} is too large: the maximum size is ${maxSize}.` });
      }
      case "wrong-type": {
        const fileName = problem.fileName;
        return t({ id: "ui.fileUpload.wrongType", message: `${fileName} is not an accepted type of file.` });
      }
      case "too-many": {
        const max = problem.maxFiles;
        const fileName = problem.fileName;
        return t({
          id: "ui.fileUpload.tooMany",
          message: plural(max, {
            one: `${fileName} was not added: you can attach at most # file.`,
            other: `${fileName} was not added: you can attach at most # files.`,
          }),
        });
      }
      case "too-few": {
        const min = problem.minFiles;
        return t({
          id: "ui.fileUpload.tooFew",
          message: plural(min, { one: "Attach at least # file.", other: "Attach at least # files." }),
        });
      }
    }
  };

  const limitsText =
    minFiles === maxFiles
      ? t({
          id: "ui.fileUpload.limits.exact",
          message: plural(maxFiles, { one: `# file, up to ${maxSize}.`, other: `# files, up to ${maxSize} each.` }),
        })
      : t({
          id: "ui.fileUpload.limits.range",
          message: plural(maxFiles, { one: `Up to # file of up to ${maxSize}.`, other: `Up to # files, of up to ${maxSize} each.` }),
        });

  const missing = validateCount ? countProblem(files, limits) : null;
  const shownProblems = missing ? [...problems, missing] : problems;
  const invalid = hasMessage(error) || shownProblems.length > 0;
  const limitsId = `${ids.id}-limits`;
  const buttonTextId = `${ids.id}-button`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer?.files ?? []));
  };

  return (
    <div className={joinIds("ov-field ov-file-upload", className)} part="field">
      <span id={ids.labelId} className="ov-field__label" part="label">
        {label}
        <RequiredMark required={required} />
      </span>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div
        className={joinIds(
          "ov-file-upload__zone",
          dragging && "ov-file-upload__zone--active",
          disabled && "ov-file-upload__zone--disabled",
        )}
        part="dropzone"
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <UploadIcon className="ov-icon ov-file-upload__icon" />
        <p className="ov-file-upload__prompt">{t({ id: "ui.fileUpload.drop", message: "Drag files here or" })}</p>
        <button
          ref={buttonRef}
          type="button"
          className="ov-button ov-button--secondary ov-button--small"
          part="button"
          disabled={disabled}
          aria-labelledby={`${buttonTextId} ${ids.labelId}`}
          aria-describedby={joinIds(hasMessage(hint) && ids.hintId, limitsId, invalid && ids.errorId)}
          onClick={() => inputRef.current?.click()}
        >
          <span id={buttonTextId} className="ov-button__label">
            {maxFiles === 1
              ? t({ id: "ui.fileUpload.chooseOne", message: "Choose a file" })
              : t({ id: "ui.fileUpload.choose", message: "Choose files" })}
          </span>
        </button>
        <p id={limitsId} className="ov-file-upload__limits">
          {limitsText}
        </p>
        <input
          ref={inputRef}
          type="file"
          name={name}
          className="ov-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          multiple={maxFiles > 1}
          accept={accept.length > 0 ? accept.join(",") : undefined}
          disabled={disabled}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Let the same file be picked again after it was removed or refused.
            event.target.value = "";
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="ov-file-upload__files" part="files" aria-label={t({ id: "ui.fileUpload.attached", message: "Attached files" })}>
          {files.map((file, index) => {
            const fileName = file.name;
            const size = formatFileSize(file.size, locale);
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="ov-file-upload__file">
                <FileIcon />
                <span className="ov-file-upload__name">{fileName}</span>
                <span className="ov-file-upload__size">{size}</span>
                <button
                  type="button"
                  className="ov-button ov-button--text ov-button--small"
                  disabled={disabled}
                  aria-label={t({ id: "ui.fileUpload.remove", message: `Remove ${fileName}` })}
                  onClick={() => remove(index)}
                >
                  {t({ id: "ui.fileUpload.removeShort", message: "Remove" })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="ov-field__error-region" aria-live="polite">
        {invalid && (
          <div id={ids.errorId} className="ov-field__error" part="error">
            {hasMessage(error) && <p className="ov-file-upload__error">{error}</p>}
            {shownProblems.length > 0 && (
              <ul className="ov-file-upload__errors">
                {shownProblems.map((problem, i) => (
                  <li key={i}>{describe(problem)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
