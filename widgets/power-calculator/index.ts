import { defineWidget } from "../../src/element/define-widget";
import { PowerCalculator } from "./power-calculator";
import { powerCalculatorStyles } from "./styles";

/**
 * The appliance-based power calculator with its lead form (spec §2 "Power calculator"). Needs no
 * session; the calculation is done in the page, only the lead is sent.
 *
 * @summary Suggests the contracted power for a home from its appliances, and collects a lead.
 * @attr cups - A CUPS to start with (the visitor can change it).
 * @attr lang - Interface language (ca, es, en, gl, fr, de).
 * @attr api-base - Origin of the API, when not set on `<ov-context>`.
 * @attr theme - `light`, `dark` or a partner theme.
 * @event ov-calculate - A result is shown. `detail: {optimalPower}` in kW.
 * @event ov-lead-sent - The visitor's contact request was accepted. `detail: {source: "power-calculator"}`.
 * @event ov-ready - First render with the language loaded.
 * @cssproperty --ov-color-primary - Buttons, the icons and the border of the appliances switched on.
 * @csspart field - Each form field's wrapper.
 * @csspart input - Each input.
 */
export const OvPowerCalculatorElement = defineWidget("ov-power-calculator", PowerCalculator, {
  catalogs: import.meta.glob("../../locales/*/power-calculator.po"),
  props: { cups: "string" },
  styles: powerCalculatorStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-power-calculator": HTMLElement & { cups?: string; lang: string };
  }
}
