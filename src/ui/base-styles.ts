import { alertStyles } from "./alert.styles";
import { buttonStyles } from "./button.styles";
import { checkboxStyles } from "./checkbox.styles";
import { fieldStyles } from "./field.styles";
import { selectStyles } from "./select.styles";
import { spinnerStyles } from "./spinner.styles";

/**
 * The shared icon sizing used by every primitive, and the wrapper of a tooltip's trigger. The tooltip
 * bubble's own sheet comes with its code, loaded when a tooltip first renders (tooltip.styles.ts);
 * the wrapper's layout is here so that the trigger does not move when it arrives.
 */
const sharedStyles = /* css */ `
.ov-icon { flex: none; display: inline-block; vertical-align: middle; }
.ov-tooltip-anchor { position: relative; display: inline-flex; }
`;

/**
 * The UI kit's base sheet: the primitives nearly every screen shows (buttons, fields, selects,
 * checkboxes, alerts, spinners, a tooltip's anchor). The element wrapper adopts `themeStyles + baseUiStyles` as
 * one sheet shared by every tag. The other primitives (table, dialog, tabs, …) bring their own sheet
 * when they first render (`useComponentStyles`), so a comparator page does not download the portal's
 * table CSS (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs). Order matters only where later
 * rules refine earlier ones (fields before select and checkbox).
 */
export const baseUiStyles = [sharedStyles, buttonStyles, fieldStyles, selectStyles, checkboxStyles, alertStyles, spinnerStyles].join("\n");
