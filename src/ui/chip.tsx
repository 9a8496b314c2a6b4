import { useLingui } from "@lingui/react/macro";
import { type ReactNode } from "react";
import { joinIds, useSafeId } from "./field";
import { CheckIcon, CloseIcon } from "./icons";
import { chipStyles } from "./chip.styles";
import { useComponentStyles } from "./use-component-styles";

export type ChipTone = "neutral" | "info" | "success" | "warning" | "error";

interface ChipBaseProps {
  /** Status colour (default "neutral"), e.g. an invoice's paid (success) or pending (warning) state. */
  tone?: ChipTone;
  /** The chip's text (already translated). */
  children: ReactNode;
  /** Extra class on the root. */
  className?: string;
}

/** A read-only status chip. */
export interface StaticChipProps extends ChipBaseProps {
  variant?: "static";
}

/** A filter chip that toggles on and off (`aria-pressed`). */
export interface ToggleChipProps extends ChipBaseProps {
  variant: "toggle";
  /** Whether the filter is on. */
  pressed: boolean;
  /** Called with the new state when the chip is activated. */
  onPressedChange: (pressed: boolean) => void;
  disabled?: boolean;
}

/** An applied filter with a remove button. */
export interface DeleteChipProps extends ChipBaseProps {
  variant: "delete";
  /** Called when the remove button is activated. */
  onDelete: () => void;
}

/** Props of {@link Chip}: one of the three variants. */
export type ChipProps = StaticChipProps | ToggleChipProps | DeleteChipProps;

/**
 * The classes of a chip's root, for a list that draws many static chips as plain `<span>`s (a page of
 * 100 invoices' status chips: no component, id or hook per chip) after adopting `chipStyles` once
 * (`useComponentStyles(chipStyles)` in the list).
 * @param tone - the status colour (default "neutral")
 * @param variant - the chip's kind (default the static one)
 * @param className - an extra class on the root
 * @returns the root's class attribute
 * @example <span className={chipClassName("success")} part="chip">{t`Paid`}</span>
 */
export function chipClassName(tone: ChipTone = "neutral", variant?: ChipProps["variant"], className?: string): string {
  return joinIds("ov-chip", `ov-chip--${tone}`, variant && `ov-chip--${variant}`, className) ?? "ov-chip";
}

/** The delete variant: the only one that needs ids (its button's name) and the chip catalog's words. */
function DeleteChip({ props, classes }: { props: DeleteChipProps; classes: string }) {
  const { t } = useLingui();
  const labelId = `ov${useSafeId()}-chip`;
  const removeId = `${labelId}-remove`;
  return (
    <span className={classes} part="chip">
      <span id={labelId}>{props.children}</span>
      <span id={removeId} hidden>
        {t({ id: "ui.chip.remove", message: "Remove" })}
      </span>
      <button
        type="button"
        className="ov-chip__remove"
        part="chip-remove"
        aria-labelledby={`${removeId} ${labelId}`}
        onClick={props.onDelete}
      >
        <CloseIcon />
      </button>
    </span>
  );
}

/**
 * A small label: a status (static), a filter that toggles (a `<button aria-pressed>`), or an applied
 * filter with its own "Remove …" button. The tone is a colour *and* the text: never colour alone.
 *
 * @csspart chip - the root
 * @csspart chip-remove - the remove button of the delete variant
 * @example <Chip tone="success">{t`Paid`}</Chip>
 */
export function Chip(props: ChipProps) {
  useComponentStyles(chipStyles);
  const { tone = "neutral", children, className } = props;
  const classes = chipClassName(tone, props.variant, className);

  if (props.variant === "toggle") {
    return (
      <button
        type="button"
        className={classes}
        part="chip"
        aria-pressed={props.pressed}
        disabled={props.disabled}
        onClick={() => props.onPressedChange(!props.pressed)}
      >
        {props.pressed && <CheckIcon className="ov-icon ov-chip__check" />}
        <span>{children}</span>
      </button>
    );
  }

  if (props.variant === "delete") return <DeleteChip props={props} classes={classes} />;

  return (
    <span className={classes} part="chip">
      {children}
    </span>
  );
}
