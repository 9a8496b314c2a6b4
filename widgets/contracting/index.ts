import { defineWidget } from "../../src/element/define-widget";
import { Contracting } from "./contracting";
import { contractingStyles } from "./styles";

/**
 * The new-customer wizards for electricity, gas and dual supply (spec §2 "Contracting wizards", §4
 * "Contracting wizard"). Each step is saved as a lead step before the next one shows; the whole wizard
 * survives a reload (sessionStorage) until it is finished or reset.
 *
 * @summary The online contract of a new electricity, gas or dual supply.
 * @attr type - `electricity` (default), `gas` or `dual`.
 * @attr promocode - A promotional code, validated on the contract step then forgotten.
 * @attr lang - Interface language (ca, es, en, gl, fr, de).
 * @attr api-base - Origin of the API, when not set on `<ov-context>`.
 * @attr theme - `light`, `dark` or a partner theme.
 * @event ov-contracting-step - A step was saved. `detail: {type, step, index}`.
 * @event ov-contracting-finished - The contract request was sent. `detail: {type, leadId}`.
 * @event ov-navigate - Go home was chosen on the last step. `detail: {path: "/"}`.
 * @event ov-ready - First render with the language loaded.
 * @cssproperty --ov-color-primary - Buttons and the current step.
 * @cssproperty --ov-color-border - Step groups and the bottom bar on small screens.
 * @csspart stepper - The steps on large screens.
 * @csspart progress - The "n / total" progress bar on small screens.
 * @csspart field - Each form field's wrapper.
 * @csspart input - Each input.
 */
export const OvContractingElement = defineWidget("ov-contracting", Contracting, {
  catalogs: import.meta.glob("../../locales/*/contracting.po"),
  props: { type: "string", promocode: "string" },
  styles: contractingStyles,
});

declare global {
  interface HTMLElementTagNameMap {
    "ov-contracting": HTMLElement & { type?: "electricity" | "gas" | "dual"; promocode?: string; lang: string };
  }
}
