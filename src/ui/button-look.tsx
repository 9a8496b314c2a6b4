import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ButtonSize, ButtonVariant } from "./button";
import { joinIds } from "./field";
import { Spinner } from "./spinner";

/** How the kit draws a library icon: the text's size, hidden from assistive technology (the words name the control). */
export const ICON = { size: "1.25em", className: "ov-icon", "aria-hidden": true, focusable: false } as const;

/**
 * A {@link Button}'s markup as plain attributes and children, for a `<button>` that a long list
 * renders without a component per button (the invoices table's hundreds of row actions: issue 18 item
 * 8). While `loading` it is `aria-disabled` and `aria-busy` with the spinner, like a Button: its caller
 * must then ignore the click. Apart from button.tsx, which is in the runtime chunk of every page (the
 * comparator's first load has no bytes to spare); button-look.test.tsx keeps the two alike.
 * @param options - variant, size and loading as for a Button; `label` the visible words; `icon` a decorative icon before them
 * @returns the props to spread on a native `<button>`, children included
 * @example <button type="button" onClick={busy ? undefined : save} {...buttonLook({ variant: "secondary", size: "small", loading: busy, label: t`Save` })} />
 */
export function buttonLook({
  variant = "primary",
  size = "medium",
  loading = false,
  label,
  icon: Icon,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  label: ReactNode;
  icon?: LucideIcon | undefined;
}) {
  return {
    className: joinIds("ov-button", `ov-button--${variant}`, `ov-button--${size}`),
    part: "button",
    "aria-disabled": loading || undefined,
    "aria-busy": loading || undefined,
    children: (
      <>
        {loading ? <Spinner decorative size="small" className="ov-button__spinner" /> : Icon && <Icon {...ICON} />}
        <span className="ov-button__label">{label}</span>
      </>
    ),
  } as const;
}
