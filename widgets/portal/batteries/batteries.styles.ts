/** The battery panel (spec §2 "Virtual battery panel"): fits 390 px without sideways scroll of the page. */
export const batteriesStyles = /* css */ `
.ov-batteries { display: grid; gap: var(--_ov-space); min-width: 0; }
.ov-batteries__head { display: flex; flex-wrap: wrap; gap: var(--_ov-space); align-items: center; justify-content: space-between; }
.ov-batteries__title { font-size: 1.15em; margin: 0; }
.ov-batteries__name { display: inline-flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); align-items: center; }
.ov-batteries__lock { display: inline-flex; border-radius: var(--_ov-radius); }
.ov-batteries__actions { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); }
/* The discount types' descriptions come from the server and are long in every language ("Aplicar los
   descuentos acumulados en las facturas"): the select takes its cell's width, the widest column of the
   table (assignments-table.tsx), and cuts a longer choice, shown whole in its list. */
.ov-batteries__select { min-width: 0; flex: 1; }
.ov-batteries__select .ov-select__control { width: 100%; max-width: 100%; }
.ov-batteries__actions .ov-button { white-space: nowrap; }
.ov-batteries__form { display: grid; gap: var(--_ov-space); }
.ov-batteries__preview { display: grid; gap: var(--_ov-space); }
.ov-batteries__preview h3 { font-size: 1.05em; margin: 0; }
.ov-batteries__note { margin: 0; }
.ov-batteries__battery-preview { display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-batteries__slider { display: flex; gap: var(--_ov-space); align-items: center; }
.ov-batteries__slider input { flex: 1; min-width: 0; accent-color: var(--_ov-color-primary); }
.ov-batteries__slider output { min-width: 4.5em; text-align: end; font-variant-numeric: tabular-nums; }
.ov-batteries__shares, .ov-batteries__after ul { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--_ov-space) / 4); }
.ov-batteries__shares li, .ov-batteries__after li { display: flex; justify-content: space-between; gap: var(--_ov-space); }
.ov-batteries__afters { display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.ov-batteries__after h3 { font-size: 1em; margin: 0 0 calc(var(--_ov-space) / 2); }
.ov-batteries__review p, .ov-batteries__sending { margin: 0; }
.ov-batteries__sending { display: flex; gap: calc(var(--_ov-space) / 2); align-items: center; }
`;
