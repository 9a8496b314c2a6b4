import { defineWidget } from "../../src/element/define-widget";
import { Comparator } from "./comparator";
import { comparatorStyles } from "./styles";

/**
 * The electricity and gas price comparators with the lead form (spec §2 "Comparators and calculator").
 * A marketing page drops it anywhere; it needs no session.
 *
 * @summary Compares a visitor's electricity or gas invoice with our offer and collects a lead.
 * @attr energy - `electricity` (default) or `gas`.
 * @attr mode - `auto` (default: the visitor types the invoice data) or `manual` (the visitor sends the invoice through the contact form).
 * @attr lang - Interface language (ca, es, en, gl, fr, de).
 * @attr api-base - Origin of the API, when not set on `<ov-context>`.
 * @attr theme - `light`, `dark` or a partner theme.
 * @event ov-compare - A comparison result is shown. `detail: {energy, totalAmount}`.
 * @event ov-lead-sent - The visitor's contact request was accepted. `detail: {source: "comparator", energy}`.
 * @event ov-ready - First render with the language loaded.
 * @cssproperty --ov-color-primary - Buttons, the offer's total and its bar in the chart.
 * @cssproperty --ov-color-muted - The visitor's invoice bar and secondary text.
 * @csspart field - Each form field's wrapper.
 * @csspart input - Each input.
 */
export const OvComparatorElement = defineWidget("ov-comparator", Comparator, {
  catalogs: import.meta.glob("../../locales/*/comparator.po"),
  props: { energy: "string", mode: "string" },
  styles: comparatorStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-comparator": HTMLElement & { energy?: "electricity" | "gas"; mode?: "auto" | "manual"; lang: string };
  }
}
