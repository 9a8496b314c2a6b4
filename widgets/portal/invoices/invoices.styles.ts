/** The invoices area's screens (added to the portal's sheet with the area). */
export const invoicesStyles = /* css */ `
.ov-invoices { display: grid; gap: calc(var(--_ov-space) * 2); min-width: 0; }
.ov-invoices__tab { display: grid; gap: calc(var(--_ov-space) * 1.5); min-width: 0; }
.ov-invoices__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_ov-space); }
.ov-invoices__head h2 { margin: 0; font-size: 1.25em; }
.ov-invoices__chart { min-width: 0; }
.ov-invoices__panel > summary { cursor: pointer; font-weight: 700; min-height: 44px; display: flex; align-items: center; }
.ov-invoices__fields { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.ov-invoices__buttons { display: flex; flex-wrap: wrap; gap: var(--_ov-space); margin-top: var(--_ov-space); }
.ov-invoices__chips { list-style: none; margin: var(--_ov-space) 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); }
.ov-invoices__chip { display: inline-flex; align-items: center; gap: 2px; }
.ov-invoices__chip-remove { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px; border: 1px solid var(--_ov-color-border); border-radius: 999px; background: var(--_ov-color-surface); color: var(--_ov-color-text); cursor: pointer; }
.ov-invoices__chip-remove:focus-visible { outline: 2px solid var(--_ov-color-primary); outline-offset: 2px; }
.ov-invoices__status { display: grid; gap: 4px; justify-items: start; }
.ov-invoices__history summary { cursor: pointer; font-size: 0.875em; }
.ov-invoices__history ol { margin: 4px 0 0; padding-inline-start: 1.25em; font-size: 0.875em; }
.ov-invoices__actions { display: flex; flex-wrap: wrap; gap: 4px; }
/* Issue 18 item 8 (a page of 100 rows repaints in under 100 ms). Each row is a grid of the same columns
   (--_ov-invoices-columns, set from the shown columns by invoice-table.tsx; the underscore: private to the table,
   not a themable property of the tag's surface), so that a row can be one box that
   the browser lays out and paints only near the viewport (content-visibility: auto): the rows below the fold
   keep their text in the accessibility tree and for find-in-page, but a new page costs their layout and paint
   only once scrolled to. A table's own rows cannot be such boxes (CSS containment skips internal table boxes);
   the elements stay a table's, and Chromium still exposes rows, column and row headers and cells. Until drawn a
   row counts as a full one (four action buttons high: the downloads and pay online or the receipt); once drawn, as high as it was. Such a box clips what
   overflows it: its cells' content wraps (an open history too), and an amount wider than its column breaks.
   The widths: every column, the actions included, fits the ~69rem (1100 px) a portal gets in a 1280 px window;
   the figures are set a size smaller, as data tables usually are, and each column is as wide as "31.12.2026"
   or "12.345,67 €" at that size in a wide font (DejaVu Sans); the address takes what the others leave (the
   multipoint one some 8rem; the catalogs mark where a long German header word may break). Under the minimum
   width the table scrolls inside its region; the page never does (390 px). */
.ov-table.ov-invoices__table { display: block; min-width: 66rem; }
.ov-invoices__table > thead, .ov-invoices__table > tbody { display: block; }
.ov-invoices__table tr { display: grid; grid-template-columns: var(--_ov-invoices-columns); }
.ov-table.ov-invoices__table th, .ov-table.ov-invoices__table td { display: block; min-width: 0; align-content: center; padding-inline: var(--_ov-space); overflow-wrap: break-word; font-size: 0.875rem; }
.ov-table.ov-invoices__table thead th { white-space: normal; }
.ov-invoices__table .ov-chip { white-space: normal; }
.ov-invoices__table > tbody > tr { content-visibility: auto; contain-intrinsic-size: auto none auto 9.25rem; }
`;
