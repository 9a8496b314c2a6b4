/**
 * Styles of the tooltip bubble (tooltip.tsx): an inverted bubble (text colour on surface colour swap).
 * Adopted when the first bubble renders, not with the base sheet; the anchor's rule, which lays out
 * the trigger before the bubble's code has loaded, is in base-styles.ts.
 */
export const tooltipStyles = /* css */ `
.ov-tooltip {
  position: absolute;
  left: 50%;
  transform: translateX(-50%);
  inset-block: auto;
  margin: 0;
  max-width: min(20rem, calc(100vw - var(--_ov-space) * 2));
  width: max-content;
  padding: calc(var(--_ov-space) / 2) var(--_ov-space);
  border: 0;
  border-radius: var(--_ov-radius);
  background: var(--_ov-color-text);
  color: var(--_ov-color-surface);
  font-family: var(--_ov-font-family);
  font-size: 0.875em;
  font-weight: 400;
  line-height: 1.4;
  text-align: start;
  white-space: normal;
  box-shadow: var(--_ov-shadow);
  z-index: 1;
  overflow: visible;
}
.ov-tooltip--top { bottom: calc(100% + var(--_ov-space)); }
.ov-tooltip--bottom { top: calc(100% + var(--_ov-space)); }
/* In the top layer (Popover API) the script places it in viewport coordinates; this also undoes the
   UA popover styles that centre the element in the viewport. */
.ov-tooltip[data-ov-placed] { position: fixed; inset: auto; transform: none; }
.ov-tooltip[hidden] { display: none; }
@media (forced-colors: active) { .ov-tooltip { border: 1px solid CanvasText; } }
`;
