import type { ReactNode } from "react";
import type { ButtonSize, ButtonVariant } from "./button";
import { joinIds } from "./field";
import { Spinner } from "./spinner";

/**
 * A {@link Button}'s markup as plain attributes and children, for a `<button>` that a long list
 * renders without a component per button (the invoices table's hundreds of row actions: issue 18 item
 * 8). While `loading` it is `aria-disabled` and `aria-busy` with the spinner, like a Button: its caller
 * must then ignore the click. Apart from button.tsx, which is in the runtime chunk of every page (the
 * comparator's first load has no bytes to spare); button-look.test.tsx keeps the two alike.
 * @param options - variant, size and loading as for a Button; `label` the visible words
 * @returns the props to spread on a native `<button>`, children included
 * @example <button type="button" onClick={busy ? undefined : save} {...buttonLook({ variant: "secondary", size: "small", loading: busy, label: t`Save` })} />
 */
export function buttonLook({
  variant = "primary",
  size = "medium",
  loading = false,
  label,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  label: ReactNode;
}) {
  return {
    className: joinIds("ov-button", `ov-button--${variant}`, `ov-button--${size}`),
    part: "button",
    "aria-disabled": loading || undefined,
    "aria-busy": loading || undefined,
    children: (
      <>
        {loading && <Spinner decorative size="small" className="ov-button__spinner" />}
        <span className="ov-button__label">{label}</span>
      </>
    ),
  } as const;
}
