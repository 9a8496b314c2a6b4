/** The contracts area's screens (spec §2 Contracts list, Contract detail); 390 px wide without horizontal scroll. */
export const contractsStyles = /* css */ `
.ov-contracts__top { display: flex; flex-wrap: wrap; gap: var(--_ov-space); align-items: end; justify-content: space-between; }
/* "Back to…" and the contact card's "Edit the…" are text buttons: their words start on the edge of the
   title or the label above them, their padding and border out in the gutter. */
.ov-contracts__top > .ov-button--text, .ov-contracts__inline > .ov-button--text { margin-inline-start: calc(var(--_ov-space) * -1 - 2px); }
.ov-contracts__selector { min-width: 12rem; }
.ov-contracts__new, .ov-contracts__more { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__list, .ov-contracts__chooser, .ov-contracts__detail { display: grid; gap: var(--_ov-space); min-width: 0; }
.ov-contracts__cards { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr)); align-items: start; }
/* Cards on the page's surface (shell.styles.ts): the card level, its quiet edge and the tokens' card elevation. */
.ov-contracts__card, .ov-contracts__summary { container-type: inline-size; display: grid; min-width: 0; padding: calc(var(--_ov-space) * 1.5); border: 1px solid var(--_ov-border-subtle); border-radius: var(--_ov-radius-lg); background: var(--_ov-surface-card); box-shadow: var(--_ov-elevation-2); }
.ov-contracts__card { gap: calc(var(--_ov-space) / 2); }
/* A wide list inside a card (the attachments) is the card's table, not a card of its own. */
.ov-contracts__card .ov-data-list__table { border: 0; box-shadow: none; }
.ov-contracts__card--wide { grid-column: 1 / -1; }
.ov-contracts__card h2 { font-size: 1.15em; margin: 0; }
/* Issue 39 item 4: label above value in a narrow card (a phone), label beside value in a wide one. */
.ov-contracts__facts { display: grid; gap: calc(var(--_ov-space) * 0.75); margin: 0; }
.ov-contracts__facts > div { display: grid; gap: 2px; min-width: 0; }
.ov-contracts__facts dt { font-weight: 600; font-size: 0.875em; color: var(--_ov-color-muted); }
.ov-contracts__facts dd { margin: 0; min-width: 0; }
@container (min-width: 28rem) {
  .ov-contracts__facts > div { grid-template-columns: minmax(8rem, 38%) minmax(0, 1fr); gap: var(--_ov-space); align-items: baseline; }
  .ov-contracts__facts dt { font-size: 1em; }
}
.ov-contracts__inline { display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__inline > .ov-tooltip-anchor, .ov-contracts__inline > .ov-button { justify-self: start; }
/* The summary that opens the detail (contract-summary.tsx): the values a customer looks for, each
   with its Change, in one card that starts within a phone's first screen. */
.ov-contracts__summary { gap: var(--_ov-space); border-top: 4px solid var(--_ov-color-primary); }
.ov-contracts__summary-head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: var(--_ov-space); }
.ov-contracts__summary-name { display: grid; gap: 2px; min-width: 0; }
.ov-contracts .ov-contracts__product { margin: 0; font-size: 1.375em; }
.ov-contracts__kind, .ov-contracts__state { margin: 0; }
.ov-contracts__kind { color: var(--_ov-color-muted); }
.ov-contracts__summary-tools { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_ov-space); }
.ov-contracts__summary-list { display: grid; margin: 0; }
.ov-contracts__row { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "label action" "value action"; column-gap: calc(var(--_ov-space) * 2); row-gap: 2px; padding-block: var(--_ov-space); border-top: 1px solid var(--_ov-border-subtle); }
.ov-contracts__row dt { grid-area: label; font-weight: 600; font-size: 0.875em; color: var(--_ov-color-muted); }
.ov-contracts__row-value { grid-area: value; margin: 0; min-width: 0; }
/* A long identifier beside a Change (a cadastral reference, a CUPS, an e-mail on a phone) shows whole:
   it wraps between the groups of its format (Identifier's <wbr>), its copy button after it, never under
   the Change; only a single group wider than the column would break inside. */
.ov-contracts__row-value .ov-identifier__text, .ov-contracts__facts .ov-identifier__text { white-space: normal; overflow-wrap: anywhere; }
.ov-contracts__row-action { grid-area: action; margin: 0; align-self: center; }
.ov-contracts__row--warning .ov-contracts__row-value { color: var(--_ov-color-warning); font-weight: 600; }
@container (min-width: 40rem) {
  .ov-contracts__summary { padding: calc(var(--_ov-space) * 2); }
  .ov-contracts__row { grid-template-columns: 13rem minmax(0, 1fr) auto; grid-template-areas: "label value action"; align-items: center; }
  .ov-contracts__row dt { font-size: 1em; }
}
.ov-contracts__powers { display: inline-flex; flex-wrap: wrap; gap: 0 calc(var(--_ov-space) * 1.5); }
.ov-contracts__power-group, .ov-contracts__nowrap { white-space: nowrap; }
.ov-contracts__period { color: var(--_ov-color-muted); font-weight: 600; }
/* A change's confirmation (issue 39 item 5): empty, it takes no room. */
.ov-contracts__saved { display: flex; align-items: center; gap: calc(var(--_ov-space) / 2); margin: 0; color: var(--_ov-color-success); font-weight: 600; font-size: 0.9375em; }
.ov-contracts__pending { display: grid; gap: calc(var(--_ov-space) / 2); padding: var(--_ov-space) calc(var(--_ov-space) * 1.5); border-radius: var(--_ov-radius); background: var(--_ov-color-surface-alt); }
.ov-contracts .ov-contracts__pending h3 { margin: 0; font-size: 1em; }
.ov-contracts__pending ul { display: grid; gap: calc(var(--_ov-space) / 2); margin: 0; padding: 0; list-style: none; }
.ov-contracts__pending li { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_ov-space) / 2) var(--_ov-space); }
.ov-contracts .ov-contracts__hint { margin: 0; color: var(--_ov-color-muted); font-size: 0.875em; }
.ov-contracts a { color: var(--_ov-color-link); }
.ov-contracts__buttons { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__buttons--row { display: flex; flex-wrap: wrap; }
.ov-contracts__buttons .ov-button { width: 100%; justify-content: flex-start; text-align: start; }
/* A disabled change sits in its reason's tooltip anchor: the anchor takes the row's width too, so a
   read-only or closed contract's list is as even as an open one's (demo walk at 390 px). */
.ov-contracts__buttons .ov-tooltip-anchor { display: block; }
.ov-contracts__buttons--row .ov-button { width: auto; }
.ov-contracts__buttons--row .ov-tooltip-anchor { display: inline-flex; }
/* The contract list (contracts-list.tsx): each period's power stays whole; the debt's icon beside its
   words in a card, alone in the table's narrow column (its words for screen readers and in the title). */
.ov-contracts__power { white-space: nowrap; }
@container ov-data-list-wide (min-width: 68.5rem) {
  .ov-contracts__debt-words { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
.ov-contracts__debt { display: inline-flex; align-items: center; gap: calc(var(--_ov-space) / 4); color: var(--_ov-color-warning, #b45309); font-weight: 600; }
.ov-contracts__debt svg, .ov-contracts__download-error svg { width: 1.25em; height: 1.25em; }
`;
