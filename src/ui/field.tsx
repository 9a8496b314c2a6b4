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
