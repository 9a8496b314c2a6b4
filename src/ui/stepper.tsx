import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { joinIds } from "./field";
import { CheckIcon } from "./icons";
import { useUiLocale } from "./use-ui-locale";
import { formatNumber } from "../i18n/format";
import { stepperStyles } from "./stepper.styles";
import { useComponentStyles } from "./use-component-styles";

/** One step of a {@link Stepper}. */
export interface StepperStep {
  /** Stable key. */
  id: string;
  /** Step name (already translated). */
  label: ReactNode;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** The steps in order. */
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). */
  current: number;
  /**
   * Highest step index the user may jump to (default: `current`). Steps up to it, other than the
   * current one, are buttons; later ones are plain text.
   */
  maxReachable?: number;
  /** While true (a step is being saved), no step can be chosen. */
  busy?: boolean;
  /** Called with the index of the step the user chose; without it no step is clickable. */
  onStepSelect?: (index: number) => void;
  /** Accessible name of the navigation (default "Progress"). */
  label?: string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * Progress through a wizard. On wide containers it is an ordered list of steps (the current one is
 * `aria-current="step"`, completed ones say so to screen readers); below 768 px of container width
 * (spec §9 mobile breakpoint) it becomes a progress bar with "n / total" and the current step's
 * name, see {@link StepperProgress}.
 *
 * @csspart stepper - the root
 * @csspart step - each step
 * @example <Stepper steps={steps} current={2} maxReachable={3} busy={saving} onStepSelect={goTo} />
 */
export function Stepper({ steps, current, maxReachable = current, busy = false, onStepSelect, label, className }: StepperProps) {
  useComponentStyles(stepperStyles);
  const { t } = useLingui();
  const name = label ?? t({ id: "ui.stepper.label", message: "Progress" });
  return (
    <nav className={joinIds("ov-stepper", className)} part="stepper" aria-label={name} aria-busy={busy || undefined}>
      <ol className="ov-stepper__list">
        {steps.map((step, index) => {
          const state = index < current ? "complete" : index === current ? "current" : "upcoming";
          const clickable = Boolean(onStepSelect) && index !== current && index <= maxReachable;
          const content = (
            <>
              <span className="ov-stepper__marker" aria-hidden="true">
                {state === "complete" ? <CheckIcon /> : index + 1}
              </span>
              <span className="ov-stepper__name">{step.label}</span>
              {state === "complete" && (
                <span className="ov-visually-hidden">{` ${t({ id: "ui.stepper.completed", message: "(completed)" })}`}</span>
              )}
            </>
          );
          return (
            <li
              key={step.id}
              className={`ov-stepper__step ov-stepper__step--${state}`}
              part="step"
              aria-current={state === "current" ? "step" : undefined}
            >
              {clickable ? (
                <button
                  type="button"
                  className="ov-stepper__button"
                  // Busy keeps the step focusable (no focus loss mid-save) but inert to clicks.
                  aria-disabled={busy || undefined}
                  onClick={() => {
                    if (!busy) onStepSelect?.(index);
                  }}
                >
                  {content}
                </button>
              ) : (
                <span className="ov-stepper__static">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <StepperProgress className="ov-stepper__mobile" current={current} total={steps.length} stepLabel={steps[current]?.label} />
    </nav>
  );
}

/** Props of {@link StepperProgress}. */
export interface StepperProgressProps {
  /** Index of the current step (0-based). */
  current: number;
  /** Number of steps. */
  total: number;
  /** Name of the current step, shown beside the count. */
  stepLabel?: ReactNode;
  /** Extra class on the root. */
  className?: string;
}

/**
 * The mobile form of the stepper: "n / total" and a native `<progress>` bar. Screen readers hear
 * "Step n of total" rather than the slash.
 *
 * @csspart progress - the root
 */
export function StepperProgress({ current, total, stepLabel, className }: StepperProgressProps) {
  useComponentStyles(stepperStyles);
  const { t } = useLingui();
  const locale = useUiLocale();
  const step = formatNumber(Math.min(current + 1, total), locale);
  const count = formatNumber(total, locale);
  return (
    <div className={joinIds("ov-stepper-progress", className)} part="progress">
      <p className="ov-stepper-progress__text">
        <span aria-hidden="true" className="ov-stepper-progress__count">{`${step} / ${count}`}</span>
        <span className="ov-visually-hidden">{t({ id: "ui.stepper.progress", message: `Step ${step} of ${count}` })}</span>
        {stepLabel && <span className="ov-stepper-progress__name">{stepLabel}</span>}
      </p>
      <progress className="ov-stepper-progress__bar" max={total} value={Math.min(current + 1, total)} aria-hidden="true" />
    </div>
  );
}
