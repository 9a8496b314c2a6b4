import { useEffect, useState, type ComponentPropsWithRef, type FocusEvent } from "react";
import { useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";

/** Props of {@link DateField}: native `<input type="date">` props (`min`, `max`, `value` as `YYYY-MM-DD`). */
export interface DateFieldProps extends Omit<ComponentPropsWithRef<"input">, "type" | "size">, FieldChromeProps {
  /** Marks the field as required (`aria-required` and an asterisk). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * A labelled native date input. The browser's own picker is accessible and localised, and its value
 * is always ISO `YYYY-MM-DD`, whatever the display format. Forwards `ref` and input props for
 * react-hook-form. An empty controlled field on a page that has shown no date input yet is a text box
 * until its first frame is painted (see `nativeDateShown`).
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the input
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <DateField label={t`Start date`} max={endDate} {...register("startDate")} />
 */
export function DateField(props: DateFieldProps) {
  const rest = controlProps(props);
  const ids = useFieldIds(props.id);
  const [native, setNative] = useState(() => nativeDateShown || props.value !== "");
  useEffect(() => {
    if (native) return;
    // Two frames: React runs effects in a task after the commit, most often before the browser has painted
    // it, so the first frame asked for here would be the text box's own; a frame requested from within a
    // frame's callback comes after that frame is painted.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        nativeDateShown = true;
        setNative(true);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [native]);
  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (!native) {
      const input = event.currentTarget;
      nativeDateShown = true;
      setNative(true);
      // Chromium drops the focus of an input whose type changes while focus arrives by the keyboard
      // (Tab): it goes back once the date input is there, and keys typed then reach its fields. Only
      // when it was dropped (nothing else has it): not when the user has moved on meanwhile.
      setTimeout(() => {
        const dropped = (active: Element | null) => active === null || active === document.body;
        const root = input.getRootNode() as Document | ShadowRoot;
        if (input.isConnected && dropped(root.activeElement) && dropped(document.activeElement)) input.focus();
      });
    }
    rest.onFocus?.(event);
  };
  return (
    <FieldFrame ids={ids} {...props}>
      <input
        {...rest}
        type={native ? "date" : "text"}
        onFocus={onFocus}
        className="ov-input ov-input--date"
        part="input"
        {...controlAria(ids, props)}
      />
    </FieldFrame>
  );
}

/**
 * Whether the page has shown a native date input yet. Chromium sets its date control up the first time
 * a page makes one (its locale's format, the fields' widths): 19 to 28 ms at 4x CPU for the first input,
 * nothing for the next ones, and about 45 ms of style and layout in the frame that first draws it. So a
 * page's first date fields, when they start empty (a controlled `value` of ""), draw as a plain text box
 * in the first frame and turn into the date input a frame after it is painted, or at once if focused
 * first: no key reaches the text box. The comparator's first control came 67 ± 23 ms
 * sooner (mean of 30 paired, interleaved loads at 4x CPU, no network delay; two identical builds
 * differed by 9 ± 21 ms in the same run). A field that starts with a value, or an uncontrolled one
 * (react-hook-form's `register`, whose value is set through the ref), is a date input from the start:
 * a text box would show its ISO value for a frame.
 */
let nativeDateShown = false;
