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
.ov-invoices__status { display: grid; gap: 4px; justify-items: start; }
.ov-invoices__history summary { cursor: pointer; font-size: 0.875em; }
.ov-invoices__history ol { margin: 4px 0 0; padding-inline-start: 1.25em; font-size: 0.875em; }
.ov-invoices__actions { display: flex; flex-wrap: wrap; gap: 4px; }
/* Issue 18 item 8 (a page of 100 rows repaints in under 100 ms): a fixed layout takes the columns' widths from
   the header alone, where an automatic one measures every cell of the page first; the address takes what the
   others leave (the catalogs mark where a long German header word may break). Every column, the actions
   included, fits the ~69rem (1100 px) a portal gets in a 1280 px window: the figures are set a size smaller,
   as data tables usually are, and each column is as wide as "31.12.2026" or "12.345,67 €" at that size in a
   wide font (DejaVu Sans); the multipoint address keeps some 8rem. Under the minimum width the table scrolls
   inside its region; the page never does (390 px). */
.ov-table.ov-invoices__table { table-layout: fixed; min-width: 66rem; }
.ov-table.ov-invoices__table th, .ov-table.ov-invoices__table td { padding-inline: var(--ov-space); overflow-wrap: break-word; font-size: 0.875rem; }
.ov-table.ov-invoices__table thead th { white-space: normal; }
.ov-invoices__table .ov-chip { white-space: normal; }
.ov-invoices__col-number { width: 7.75rem; }
.ov-invoices__col-date, .ov-invoices__col-period { width: 6.25rem; }
.ov-invoices__col-addressInvoice { width: 5.75rem; }
.ov-invoices__col-total, .ov-invoices__col-toPay, .ov-invoices__col-energy { width: 6.25rem; }
.ov-invoices__col-status { width: 8.5rem; }
.ov-invoices__col-actions { width: 7.5rem; }
/* Rows out of sight are neither laid out nor painted until scrolled to. Until then a cell counts as one line
   and the actions as three buttons (a row's usual height, so the page hardly grows while scrolling); once
   drawn, as high as they were. Such a box clips what overflows it (paint containment): its content wraps
   (the open history too), and an amount wider than its column breaks rather than being cut. */
.ov-invoices__cell { content-visibility: auto; contain-intrinsic-size: auto none auto 1.5em; }
.ov-invoices__cell.ov-invoices__actions { contain-intrinsic-size: auto none auto 6.5rem; }
/* The focus ring (3px, 2px off: theme.ts) of the buttons and the history's summary stays inside their box. */
.ov-invoices__cell.ov-invoices__actions, .ov-invoices__cell.ov-invoices__status { margin: -5px; padding: 5px; }
`;
