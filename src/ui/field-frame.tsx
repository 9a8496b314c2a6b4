import type { ReactNode } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, type FieldChromeProps, type FieldIds } from "./field";

/*
 * The frame of one labelled control, apart from ./field: the alert, button and other kit parts import
 * the id helpers of ./field, and the frame's `field` and `label` parts would otherwise count as parts of
 * every tag that can show an alert (widgets/surface.test.ts reads the parts a tag's imports contain).
 */

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
