/** The contracts area's screens (spec §2 Contracts list, Contract detail); 390 px wide without horizontal scroll. */
export const contractsStyles = /* css */ `
.ov-contracts__top { display: flex; flex-wrap: wrap; gap: var(--_ov-space); align-items: end; justify-content: space-between; }
.ov-contracts__selector { min-width: 12rem; }
.ov-contracts__new, .ov-contracts__more { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__list, .ov-contracts__chooser, .ov-contracts__detail { display: grid; gap: var(--_ov-space); min-width: 0; }
.ov-contracts__cards { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); align-items: start; }
.ov-contracts__card { display: grid; gap: calc(var(--_ov-space) / 2); min-width: 0; border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); padding: var(--_ov-space); background: var(--_ov-color-surface); }
.ov-contracts__card h2 { font-size: 1.15em; margin: 0; }
.ov-contracts__facts { display: grid; gap: calc(var(--_ov-space) / 2); margin: 0; }
.ov-contracts__facts > div { display: grid; grid-template-columns: minmax(8rem, 40%) 1fr; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__facts dt { font-weight: 600; }
.ov-contracts__facts dd { margin: 0; overflow-wrap: anywhere; }
.ov-contracts__inline { display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__buttons { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-contracts__buttons--row { display: flex; flex-wrap: wrap; }
.ov-contracts__buttons .ov-button { width: 100%; justify-content: flex-start; text-align: start; }
/* A disabled change sits in its reason's tooltip anchor: the anchor takes the row's width too, so a
   read-only or closed contract's list is as even as an open one's (demo walk at 390 px). */
.ov-contracts__buttons .ov-tooltip-anchor { display: block; }
.ov-contracts__buttons--row .ov-button { width: auto; }
.ov-contracts__buttons--row .ov-tooltip-anchor { display: inline-flex; }
/* Nine columns within a desktop page (demo walk: the actions were scrolled out of sight at 1280 px):
   tighter cells, headers that may wrap, a CUPS that may break there; each period's power stays whole. */
.ov-contracts__list .ov-table th, .ov-contracts__list .ov-table td { padding-inline: calc(var(--_ov-space) * 0.75); }
.ov-contracts__list .ov-table thead th { white-space: normal; }
/* Where the columns cannot fit anyway (a phone), the table scrolls sideways and the CUPS stays whole. */
.ov-contracts__list { container-type: inline-size; }
@container (min-width: 48rem) { .ov-contracts__cups { overflow-wrap: anywhere; } }
.ov-contracts__power { white-space: nowrap; }
.ov-contracts__row-actions { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 4); }
.ov-contracts__debt { display: inline-flex; color: var(--_ov-color-warning, #b45309); }
.ov-contracts__debt svg, .ov-contracts__download-error svg { width: 1.25em; height: 1.25em; }
.ov-contracts__pending { margin: 0; padding-inline-start: 1.25em; }
.ov-contracts__pdf { display: grid; gap: calc(var(--_ov-space) / 2); }
`;
