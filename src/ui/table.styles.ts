/** Styles of `Table` (table.tsx). */
export const tableStyles = /* css */ `
.ov-table-scroll { width: 100%; overflow-x: auto; margin: 0 0 calc(var(--ov-space) * 2); }
.ov-table-scroll:focus-visible { outline-offset: 2px; }
.ov-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ov-table__caption { caption-side: top; text-align: start; font-weight: 700; font-size: 1.125em; padding-block-end: var(--ov-space); }
.ov-table th, .ov-table td {
  padding: var(--ov-space) calc(var(--ov-space) * 1.5);
  border-bottom: 1px solid var(--ov-color-border);
  text-align: start;
  vertical-align: middle;
}
.ov-table thead th { background: var(--ov-color-surface-alt); color: var(--ov-color-text); font-weight: 700; white-space: nowrap; }
.ov-table tbody th { font-weight: 600; }
.ov-table tbody tr:hover { background: color-mix(in srgb, var(--ov-color-surface-alt) 60%, var(--ov-color-surface)); }
.ov-table .ov-table__cell--end { text-align: end; }
.ov-table__header:has(.ov-table__sort) { padding: 0; }
.ov-table__sort {
  display: flex;
  align-items: center;
  gap: calc(var(--ov-space) / 2);
  width: 100%;
  min-height: 44px;
  padding: var(--ov-space) calc(var(--ov-space) * 1.5);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: inherit;
  cursor: pointer;
}
.ov-table__cell--end .ov-table__sort { justify-content: flex-end; }
.ov-table__sort:hover { background: color-mix(in srgb, var(--ov-color-text) 8%, var(--ov-color-surface-alt)); }
.ov-table__sort:focus-visible { outline-offset: -3px; }
.ov-table__empty { padding: calc(var(--ov-space) * 4) var(--ov-space); text-align: center; color: var(--ov-color-muted); }
`;
