import { useId, type ReactNode } from "react";

/**
 * Shared plumbing of every labelled control (internal to the UI kit): ids tied together with
 * `htmlFor` / `aria-describedby`, the hint, and the error in a polite live region that stays in the
 * DOM so an error appearing after submit is announced.
 */

/** Props every field-like primitive takes from its caller (already translated). */
export interface FieldChromeProps {
  /** Visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Help text under the label, read after the label through `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when set the control is `aria-invalid` and describes itself with it. */
  error?: ReactNode;
}

export interface FieldIds {
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/**
 * React's `useId` without the characters it adds that a CSS selector or an `aria-*` reference list
 * would need escaped (`:r1:`, `«r1»`): the one way the UI kit and the widgets make element ids.
 * @returns letters, digits, `_` and `-` only
 * @example const formId = `ov-power${useSafeId()}`;
 */
export function useSafeId(): string {
  return useId().replace(/[^a-zA-Z0-9_-]/g, "");
}

/**
 * Stable ids for a control and its label, hint and error.
 * @param id the caller's id for the control, if any
 */
export function useFieldIds(id?: string): FieldIds {
  const generated = `ov${useSafeId()}`;
  const base = id ?? generated;
  return { id: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/**
 * Joins the ids that describe a control, skipping empty ones.
 * @returns the attribute value, or undefined when nothing describes the control
 */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const value = ids.filter(Boolean).join(" ");
  return value === "" ? undefined : value;
}

/** Whether a caller-provided message should be shown (empty strings and `false` are "no message"). */
export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== "";
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!hasMessage(children)) return null;
  return (
    <p id={id} className="ov-field__hint" part="hint">
      {children}
    </p>
  );
}

/**
 * The error slot: the live region is always rendered (a region inserted together with its text is
 * often not announced), the message inside it only when there is one.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="ov-field__error-region" aria-live="polite" aria-atomic="true">
      {hasMessage(children) && (
        <p id={id} className="ov-field__error" part="error">
          {children}
        </p>
      )}
    </div>
  );
}

/** The asterisk after a required field's label; the requirement itself is `aria-required` on the control. */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null;
  return (
    <span className="ov-field__required" aria-hidden="true">
      *
    </span>
  );
}

/** Props of {@link FieldFrame}: the chrome, the ids it ties together and the control itself. */
export interface FieldFrameProps extends FieldChromeProps {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The wrapper of a single labelled control: label (with the required mark), hint, the control, then the
 * error's live region. Text field and text area share it so their chrome cannot drift apart.
 * @param props the chrome, the ids from {@link useFieldIds} and the control as children
 * @returns the `.ov-field` block with the `field`, `label`, `hint` and `error` parts
 * @example <FieldFrame ids={ids} {...props}><input {...rest} {...controlAria(ids, props)} /></FieldFrame>
 */
export function FieldFrame({ ids, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={joinIds("ov-field", className)} part="field">
      <label id={ids.labelId} htmlFor={ids.id} className="ov-field__label" part="label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** The props a field's wrapper takes, as opposed to its control's. */
type ChromeKeys = "label" | "hint" | "error" | "required" | "id" | "className";

/**
 * A field's props without the ones its {@link FieldFrame} and {@link controlAria} handle: what is
 * left goes onto the native control (`name`, `ref`, `onChange`… from react-hook-form's `register`).
 * @param props the field's props
 * @returns the control's own props
 * @example const { type = "text", ...rest } = controlProps(props);
 */
export function controlProps<P extends FieldChromeProps & { required?: boolean; id?: string; className?: string }>(
  props: P,
): Omit<P, ChromeKeys> {
  const { label: _label, hint: _hint, error: _error, required: _required, id: _id, className: _className, ...rest } = props;
  return rest;
}

/** What {@link controlAria} reads: a field's own props (the caller's `aria-describedby` comes first). */
export interface ControlState {
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  "aria-describedby"?: string;
}

/**
 * The id and ARIA attributes of a framed control: required and invalid states, and `aria-describedby`
 * naming the caller's own ids, then the hint, then the error.
 * @param ids the ids from {@link useFieldIds}
 * @param props the field's props (required, hint, error, the caller's `aria-describedby`)
 * @returns props to spread on the `<input>`, `<select>` or `<textarea>`
 * @example <textarea {...rest} {...controlAria(ids, props)} />
 */
export function controlAria(
  ids: FieldIds,
  props: ControlState,
): { id: string; "aria-required"?: true; "aria-invalid"?: true; "aria-describedby"?: string } {
  const invalid = hasMessage(props.error);
  return {
    id: ids.id,
    "aria-required": props.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": joinIds(props["aria-describedby"], hasMessage(props.hint) && ids.hintId, invalid && ids.errorId),
  };
}
