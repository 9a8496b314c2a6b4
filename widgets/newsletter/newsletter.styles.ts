/** Layout of `<ov-newsletter>`; colours and spacing come from the theme's `--ov-*` properties. */
export const newsletterStyles = `
.ov-newsletter { display: grid; gap: var(--_ov-space, 1rem); max-width: 48rem; }
.ov-newsletter__title { margin: 0; font-size: 1.375rem; }
.ov-newsletter__notice:focus { outline: none; }
.ov-newsletter__notice:empty { display: none; }
.ov-newsletter__lookup, .ov-newsletter__emails { display: grid; gap: calc(var(--_ov-space, 1rem) * 0.75); align-items: end; }
.ov-newsletter__lists { border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); padding: var(--_ov-space, 1rem); margin: 0; min-width: 0; display: grid; gap: calc(var(--_ov-space, 1rem) * 0.75); }
.ov-newsletter__legend { font-weight: 600; padding: 0 0.25rem; }
.ov-newsletter__bulk, .ov-newsletter__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.ov-newsletter__items { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.ov-newsletter__item--blocked .ov-checkbox__input { opacity: 0.6; cursor: not-allowed; }
.ov-newsletter__reader { margin: 0; color: var(--_ov-color-muted); overflow-wrap: anywhere; }
@media (min-width: 40rem) {
  .ov-newsletter__lookup, .ov-newsletter__emails { grid-template-columns: minmax(0, 1fr) auto; }
}
`;
