/** The invoices area's screens (added to the portal's sheet with the area). */
export const invoicesStyles = /* css */ `
.ov-invoices { display: grid; gap: calc(var(--ov-space) * 2); min-width: 0; }
.ov-invoices__tab { display: grid; gap: calc(var(--ov-space) * 1.5); min-width: 0; }
.ov-invoices__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--ov-space); }
.ov-invoices__head h2 { margin: 0; font-size: 1.25em; }
.ov-invoices__chart { min-width: 0; }
.ov-invoices__panel > summary { cursor: pointer; font-weight: 700; min-height: 44px; display: flex; align-items: center; }
.ov-invoices__fields { display: grid; gap: var(--ov-space); grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.ov-invoices__buttons { display: flex; flex-wrap: wrap; gap: var(--ov-space); margin-top: var(--ov-space); }
.ov-invoices__chips { list-style: none; margin: var(--ov-space) 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: calc(var(--ov-space) / 2); }
.ov-invoices__chip { display: inline-flex; align-items: center; gap: 2px; }
.ov-invoices__chip-remove { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px; border: 1px solid var(--ov-color-border); border-radius: 999px; background: var(--ov-color-surface); color: var(--ov-color-text); cursor: pointer; }
.ov-invoices__chip-remove:focus-visible { outline: 2px solid var(--ov-color-primary); outline-offset: 2px; }
.ov-invoices__nowrap { white-space: nowrap; }
.ov-invoices__status { display: grid; gap: 4px; justify-items: start; }
.ov-invoices__history summary { cursor: pointer; font-size: 0.875em; }
.ov-invoices__history ol { margin: 4px 0 0; padding-inline-start: 1.25em; font-size: 0.875em; min-width: 14rem; }
.ov-invoices__actions { display: flex; flex-wrap: wrap; gap: 4px; }
`;
