import { useLingui } from "@lingui/react/macro";
import { useImperativeHandle, useRef, useState, type ComponentPropsWithRef, type Ref } from "react";
import { formatDay, parseDate } from "../domain/parse-date";
import { useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";
import { Icon } from "./icons";
import { useUiLocale } from "./use-ui-locale";

/**
 * What {@link DateField} hands to `onChange` and `onBlur`, the shape react-hook-form's `register()` and
 * `useSchemaForm`'s `field()` read: the field's name and its value, `YYYY-MM-DD` when the text is a real
 * day, else the text as typed (which no date rule accepts, so the form says so at the field).
 */
export interface DateFieldEvent {
  type: string;
  target: { name: string; value: string };
}

/** What the field's `ref` gets: its box, which holds the value as an input does and passes the focus on. */
export interface DateFieldElement extends HTMLDivElement {
  value: string;
}

/** Props of {@link DateField}: an input's props, with `min`, `max` and `value` as `YYYY-MM-DD`. */
export interface DateFieldProps
  extends
    Omit<ComponentPropsWithRef<"input">, "type" | "size" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref">,
    FieldChromeProps {
  value?: string;
  defaultValue?: string;
  // Methods, so that a form's handler of an input's ChangeEvent fits too.
  onChange?(event: DateFieldEvent): void;
  onBlur?(event: DateFieldEvent): void;
  ref?: Ref<DateFieldElement>;
  /** Visible label, tied to the box; the calendar button is named after it. */
  label: string;
  /** Help text, read before the format the field asks for. */
  hint?: string;
  /** Marks the field as required (`aria-required` and an asterisk). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * A labelled date, typed day first as the tables of the tag's language write it (DD/MM/YYYY, German
 * DD.MM.YYYY: issue 39 item 7), whatever the browser's own language: a native `<input type="date">`
 * shows the browser's format (MM/DD/YYYY in an en-US browser). The hint shows the format; the calendar
 * button beside the box opens the browser's own picker, a hidden date input bounded by `min` and `max`.
 * The value is `YYYY-MM-DD` for the form, and what was typed stays in the box: a text that is no day is
 * the value as it is, and the form's date rule puts its message at the field.
 *
 * Works controlled (`value`, as `useSchemaForm`'s `field()` gives) and uncontrolled (react-hook-form's
 * `register()`, which writes and reads `value` on the `ref` and focuses it). It is in the runtime chunk,
 * with the comparator's invoice period: what it weighs counts in the comparator's first load
 * (scripts/budgets.mjs), so the icon is the kit's frame with one path and the day is written without Intl.
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the input
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <DateField label={t`Start date`} max={endDate} {...register("startDate")} />
 */
export function DateField(props: DateFieldProps) {
  const { t } = useLingui();
  const { label } = props;
  const locale = useUiLocale();
  const { value, defaultValue = "", onChange, onBlur, ref, min, max, ...rest } = controlProps(props);
  const ids = useFieldIds(props.id);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(() => formatDay(value ?? defaultValue, locale));
  const valueOf = (text: string) => parseDate(text) ?? text.trim();
  // Controlled, a value set from outside replaces the text; the text that gave it stays as typed.
  const text = value === undefined || valueOf(typed) === value ? typed : formatDay(value, locale);
  const format = t({ id: "ui.dateField.format", message: "DD/MM/YYYY" });
  const hint = props.hint ? `${props.hint} ${format}` : format;
  // Sets the text and tells the form: `change` as typed, `blur` written as the tables write it.
  const send = (type: string, next: string) => {
    setTyped(next);
    (type === "blur" ? onBlur : onChange)?.({ type, target: { name: rest.name ?? "", value: valueOf(next) } });
  };

  useImperativeHandle(ref, () =>
    Object.defineProperties(box.current! as DateFieldElement, {
      value: {
        configurable: true,
        get: () => valueOf(input.current!.value),
        set: (next?: string) => setTyped(formatDay(next ?? "", locale)),
      },
      focus: { configurable: true, value: () => input.current!.focus() },
    }),
  );

  return (
    <FieldFrame ids={ids} {...props} hint={hint}>
      <div ref={box} className="ov-field__control ov-date">
        <input
          autoComplete="off"
          {...rest}
          ref={input}
          value={text}
          onChange={(event) => send("change", event.target.value)}
          // A day typed another way (15.06.2025 in Spanish, or 2025-06-15) is written as the tables write it.
          onBlur={(event) => send("blur", formatDay(valueOf(event.target.value), locale))}
          className="ov-input"
          part="input"
          {...controlAria(ids, { ...props, hint })}
        />
        <button
          type="button"
          className="ov-input ov-date__open"
          disabled={rest.disabled}
          aria-label={t({ id: "ui.dateField.open", message: `Choose in the calendar: ${label}` })}
          onClick={() => {
            try {
              picker.current!.showPicker();
            } catch {
              picker.current!.focus();
            }
          }}
        >
          <Icon>
            <path d="M3 5h18v16H3zM3 10h18M8 3v4m8-4v4" />
          </Icon>
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="ov-visually-hidden ov-date__picker"
          min={min}
          max={max}
          disabled={rest.disabled}
          value={parseDate(text) ?? ""}
          onChange={(event) => {
            send("change", formatDay(event.target.value, locale));
            input.current!.focus();
          }}
        />
      </div>
    </FieldFrame>
  );
}
