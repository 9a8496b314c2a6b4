/** The invoices area's screens (added to the portal's sheet with the area). */
export const invoicesStyles = /* css */ `
.ov-invoices { display: grid; gap: calc(var(--_ov-space) * 2); min-width: 0; }
.ov-invoices__tab { display: grid; gap: calc(var(--_ov-space) * 1.5); min-width: 0; }
.ov-invoices__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_ov-space); }
.ov-invoices__head h2 { margin: 0; font-size: 1.25em; }
.ov-invoices__chart { min-width: 0; }
.ov-invoices__chart-box { display: grid; gap: calc(var(--_ov-space) / 2); min-width: 0; }
.ov-invoices__chart-heading { margin: 0; font-size: 1.0625em; }
.ov-invoices__chart-caption { margin: 0; color: var(--_ov-color-muted); font-size: 0.875em; }
.ov-invoices__panel > summary { cursor: pointer; font-weight: 700; min-height: 44px; display: flex; align-items: center; }
.ov-invoices__fields { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.ov-invoices__buttons { display: flex; flex-wrap: wrap; gap: var(--_ov-space); margin-top: var(--_ov-space); }
.ov-invoices__chips { list-style: none; margin: var(--_ov-space) 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); }
.ov-invoices__chip { display: inline-flex; align-items: center; gap: 2px; }
.ov-invoices__chip-remove { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px; border: 1px solid var(--_ov-color-border); border-radius: 999px; background: var(--_ov-color-surface); color: var(--_ov-color-text); cursor: pointer; }
.ov-invoices__chip-remove:focus-visible { outline: 2px solid var(--_ov-color-primary); outline-offset: 2px; }
.ov-invoices__status { display: flex; flex-wrap: wrap; align-items: center; gap: 4px var(--_ov-space); }
.ov-invoices__history summary { cursor: pointer; font-size: 0.875em; }
.ov-invoices__history ol { margin: 4px 0 0; padding-inline-start: 1.25em; font-size: 0.875em; }
/* The list (invoice-table.tsx, the kit's DataList): a row at most two lines high in the table (issue 39 item 3,
   72 px at 1280), so the status chip and its history sit tight and a long status wraps inside its column. */
.ov-invoices__list .ov-chip { white-space: normal; min-height: 24px; padding-block: 2px; line-height: 1.2; }
.ov-invoices__list .ov-invoices__history summary { min-height: 0; }
`;
