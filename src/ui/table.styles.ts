/** Styles of `Table` (table.tsx). */
export const tableStyles = /* css */ `
.ov-table-scroll { width: 100%; overflow-x: auto; margin: 0 0 calc(var(--_ov-space) * 2); }
.ov-table-scroll:focus-visible { outline-offset: 2px; }
.ov-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ov-table__caption { caption-side: top; text-align: start; font-weight: 700; font-size: 1.125em; padding-block-end: var(--_ov-space); }
.ov-table th, .ov-table td {
  padding: var(--_ov-space) calc(var(--_ov-space) * 1.5);
  border-bottom: 1px solid var(--_ov-color-border);
  text-align: start;
  vertical-align: middle;
}
.ov-table thead th { background: var(--_ov-color-surface-alt); color: var(--_ov-color-text); font-weight: 700; white-space: nowrap; }
.ov-table tbody th { font-weight: 600; }
.ov-table tbody tr:hover { background: color-mix(in srgb, var(--_ov-color-surface-alt) 60%, var(--_ov-color-surface)); }
.ov-table .ov-table__cell--end { text-align: end; }
.ov-table__header:has(.ov-table__sort) { padding: 0; }
.ov-table__sort {
  display: flex;
  align-items: center;
  gap: calc(var(--_ov-space) / 2);
  width: 100%;
  min-height: 44px;
  padding: var(--_ov-space) calc(var(--_ov-space) * 1.5);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: inherit;
  cursor: pointer;
}
.ov-table__cell--end .ov-table__sort { justify-content: flex-end; }
.ov-table__sort:hover { background: color-mix(in srgb, var(--_ov-color-text) 8%, var(--_ov-color-surface-alt)); }
.ov-table__sort:focus-visible { outline-offset: -3px; }
.ov-table__empty { padding: calc(var(--_ov-space) * 4) var(--_ov-space); text-align: center; color: var(--_ov-color-muted); }
`;
