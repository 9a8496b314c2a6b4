/** The payment dialog's own rules (the UI kit gives the dialog, buttons, alerts and radios). */
export const paymentStyles = /* css */ `
/* Focused by script when the view changes, to start reading there: no ring on a container (the theme's
   .ov-root :focus-visible ring stays on every control). */
.ov-root .ov-payment__content:focus-visible, .ov-payment__content:focus { outline: none; }
.ov-payment { display: grid; gap: calc(var(--_ov-space) * 1.5); min-width: 0; }
.ov-payment__amount { margin: 0; font-weight: 600; }
.ov-payment__card { display: grid; gap: var(--_ov-space); min-height: 3rem; }
.ov-payment__card-box { min-width: 0; }
/* The sandbox's frame and Stripe's Element fill the dialog's width, never more (390 px screens). */
.ov-payment__frame { display: block; width: 100%; max-width: 100%; border: 0; }
.ov-payment__status { margin: 0; min-height: 1.25em; color: var(--_ov-color-text, #1f2933); }
.ov-payment__status:empty { min-height: 0; }
.ov-payment__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_ov-space); }
.ov-payment__summary { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: calc(var(--_ov-space) / 2) calc(var(--_ov-space) * 1.5); margin: 0; }
.ov-payment__summary dt { font-weight: 600; }
.ov-payment__summary dd { margin: 0; min-width: 0; }
.ov-payment__code { overflow-wrap: anywhere; }
`;
