/**
 * A card (issue 39: the portal's page is a level below its cards): each card of a narrow list, and the
 * whole table of a wide one, whose grey head row then reads as the head of a card. Its edge, colour and
 * lift are the design tokens' card when the tag's own sheet gives them to its lists (`--_ov-list-edge`,
 * `-card`, `-lift`: the portal's shell.styles.ts), set on each list rather than inherited, so that a
 * public tag shown inside the portal keeps its own palette; elsewhere the theme's card, and a table
 * without one.
 * @param edge - the edge without the tokens
 * @param background - the colour without the tokens
 */
const card = (edge: string, background: string) =>
  `border: 1px solid var(--_ov-list-edge, ${edge}); border-radius: var(--_ov-radius-lg, var(--_ov-radius)); ` +
  `background: var(--_ov-list-card, ${background}); box-shadow: var(--_ov-list-lift, none);`;

/**
 * The table layout of a data list, for the `container` query (a name the list's size class gives its
 * container and a minimum width). The query is one placeholder and the selectors take none: the build's
 * CSS minifier reads a placeholder as a token and drops the space after it (a descendant combinator, or
 * the one between a container's name and its condition). Later in the sheet than the
 * cards' rules, with the same weight, so they win. Table elements drawn as grids keep their table
 * semantics in the engines (rows, column and row headers, cells), as the portal's Chromium tests check.
 */
const tableLayout = (container: string) => /* css */ `
@container ${container} {
  .ov-data-list__table { ${card("transparent", "none")} }
  .ov-data-list__table > thead { position: static; width: auto; height: auto; clip: auto; overflow: visible; display: block; margin: 0; }
  .ov-data-list__table > tbody { display: block; }
  .ov-data-list__row {
    grid-template-columns: var(--_ov-data-list-columns); gap: 0; padding: 0;
    border: 0; border-bottom: 1px solid var(--_ov-color-border); border-radius: 0; background: none; box-shadow: none;
    contain-intrinsic-size: auto none auto 4.5rem;
  }
  .ov-data-list__row--head { display: grid; background: var(--_ov-color-surface-alt); border-radius: var(--_ov-radius-lg, var(--_ov-radius)) var(--_ov-radius-lg, var(--_ov-radius)) 0 0; }
  .ov-data-list__cell {
    display: block; grid-column: auto; grid-row: auto; order: 0; justify-self: stretch; align-self: center; text-align: start;
    padding: calc(var(--_ov-space) * 0.5) calc(var(--_ov-space) * 0.75); font-size: 0.875rem; font-weight: 400;
  }
  .ov-data-list__row--head > .ov-data-list__cell { position: static; width: auto; height: auto; clip: auto; overflow: visible; white-space: normal; font-weight: 700; }
  .ov-data-list__row--head > [aria-sort] { padding: 0; }
  .ov-data-list__row--head .ov-data-list__sort { width: 100%; }
  .ov-data-list__cell--title { font-weight: 600; }
  /* A status chip longer than its column wraps in it ("Additional information required"), never over the next. */
  .ov-data-list__cell--status .ov-chip { white-space: normal; }
  .ov-data-list__cell--end { text-align: end; }
  .ov-data-list__cell::before { content: none; }
  .ov-data-list__cell--empty { display: block; }
  /* Two lines at most; the clip is the content box (margins, not padding), so no third line shows under them. */
  tbody .ov-data-list__cell--fact, tbody .ov-data-list__cell--primary {
    display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden;
    padding-block: 0; margin-block: calc(var(--_ov-space) * 0.5);
  }
  tbody .ov-data-list__cell--control { display: block; overflow: visible; margin-block: 0; padding-block: calc(var(--_ov-space) * 0.5); }
  .ov-data-list__cell--primary { font-weight: 700; }
  .ov-data-list__actions { justify-content: flex-start; flex-wrap: nowrap; white-space: nowrap; }
}`;

/**
 * Styles of `DataList` (data-list.tsx). Cards first (a phone's layout, and any narrow container): the
 * title (its words wrap, a token longer than the card ends in an ellipsis) and the primary value on top, the status under them, the facts with their labels, the actions
 * at the foot; a sortable list keeps its sort buttons as a bar above the cards. The table from the
 * list's size class. Every row, card or table row, is drawn only near the viewport
 * (`content-visibility: auto`), counting as a typical one until then. A table at every width (`--always`)
 * is a native table (its columns as wide as their figures) in a region that scrolls sideways.
 */
export const dataListStyles = /* css */ `
.ov-data-list { container-type: inline-size; min-width: 0; margin: 0 0 calc(var(--_ov-space) * 2); }
.ov-data-list--medium { container-name: ov-data-list-medium; }
.ov-data-list--wide { container-name: ov-data-list-wide; }
.ov-data-list__table { display: block; width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ov-data-list__table > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.ov-data-list__table--sortable > thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: block; margin-bottom: var(--_ov-space); }
.ov-data-list__table > tbody { display: grid; gap: var(--_ov-space); }
.ov-data-list__row {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: calc(var(--_ov-space) / 2) var(--_ov-space);
  padding: calc(var(--_ov-space) * 1.5); ${card("var(--_ov-color-border)", "var(--_ov-color-surface)")}
  content-visibility: auto; contain-intrinsic-size: auto none auto 15rem;
}
.ov-data-list__row--head { display: flex; flex-wrap: wrap; padding: 0; gap: 0; background: var(--_ov-color-surface-alt); content-visibility: visible; }
.ov-data-list__row--head > .ov-data-list__cell { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ov-data-list__row--head > [aria-sort] { position: static; display: block; flex: none; width: auto; height: auto; overflow: visible; clip: auto; }
.ov-data-list__row--head > .ov-data-list__cell { font-size: 0.875rem; font-weight: 700; }
.ov-data-list__row--head > .ov-data-list__cell::before { content: none; }
.ov-data-list__table > .ov-data-list__caption { display: block; }
.ov-data-list__cell { display: block; min-width: 0; padding: 0; text-align: start; font-weight: 400; overflow-wrap: break-word; grid-column: 1 / -1; order: 2; }
.ov-data-list__cell--title { grid-column: 1; order: 0; font-weight: 700; overflow-wrap: normal; overflow: hidden; text-overflow: ellipsis; }
.ov-data-list__cell--primary { grid-column: 2; order: 0; text-align: end; font-size: 1.25em; font-weight: 700; }
.ov-data-list__cell--status { order: 1; }
.ov-data-list__cell--primary::before { content: attr(data-label); display: block; font-size: 0.75rem; font-weight: 400; color: var(--_ov-color-muted); }
.ov-data-list__cell--fact { display: flex; align-items: baseline; gap: var(--_ov-space); font-size: 0.875em; }
.ov-data-list__cell--fact::before { content: attr(data-label); flex: 0 0 6.5rem; color: var(--_ov-color-muted); }
.ov-data-list__value { min-width: 0; }
.ov-data-list__cell--empty { display: none; }
.ov-data-list__cell--actions { grid-column: 1 / -1; order: 3; margin-top: calc(var(--_ov-space) / 2); }
.ov-data-list__cell--control { overflow: visible; white-space: normal; }
.ov-data-list__actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: calc(var(--_ov-space) / 2); }
.ov-data-list__group > th { display: block; padding: calc(var(--_ov-space) * 0.5) calc(var(--_ov-space) * 0.75); background: var(--_ov-color-surface-alt); text-align: start; }
.ov-data-list__empty { display: block; padding: calc(var(--_ov-space) * 4) var(--_ov-space); text-align: center; color: var(--_ov-color-muted); }
.ov-data-list__sort {
  display: flex; align-items: center; gap: calc(var(--_ov-space) / 2); width: auto; min-height: 44px;
  padding: calc(var(--_ov-space) * 0.5) calc(var(--_ov-space) * 0.75); border: 0; background: transparent;
  color: inherit; font: inherit; font-weight: 700; text-align: inherit; cursor: pointer;
}
.ov-data-list__cell--end > .ov-data-list__sort { justify-content: flex-end; }
.ov-data-list__sort:hover { background: color-mix(in srgb, var(--_ov-color-text) 8%, var(--_ov-color-surface-alt)); }
.ov-data-list__sort:focus-visible { outline-offset: -3px; }
${tableLayout("ov-data-list-medium (min-width: 40rem)")}
${tableLayout("ov-data-list-wide (min-width: 68.5rem)")}
.ov-data-list--always { overflow-x: auto; }
.ov-data-list--always:focus-visible { outline-offset: 2px; }
.ov-data-list__matrix { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ov-data-list__caption { caption-side: top; text-align: start; font-weight: 700; font-size: 1.125em; padding-block-end: var(--_ov-space); }
.ov-data-list__matrix th, .ov-data-list__matrix td { padding: var(--_ov-space) calc(var(--_ov-space) * 1.5); border-bottom: 1px solid var(--_ov-color-border); text-align: start; vertical-align: middle; }
.ov-data-list__matrix thead th { background: var(--_ov-color-surface-alt); font-weight: 700; white-space: nowrap; }
.ov-data-list__matrix tbody th { font-weight: 600; }
.ov-data-list__matrix > tbody > tr:hover { background: color-mix(in srgb, var(--_ov-color-surface-alt) 60%, var(--_ov-color-surface)); }
.ov-data-list__matrix .ov-data-list__cell--end { text-align: end; }
.ov-data-list__matrix th[aria-sort] { padding: 0; }
.ov-data-list__matrix .ov-data-list__sort { width: 100%; }
.ov-data-list__matrix .ov-data-list__group > th { display: table-cell; }
.ov-data-list__matrix tfoot > tr > * { font-weight: 700; }
`;
