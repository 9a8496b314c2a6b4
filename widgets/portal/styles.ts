/** The portal shell's layout; colours and spacing come from the theme's custom properties. */
export const portalStyles = /* css */ `
.ov-portal { display: grid; gap: calc(var(--ov-space) * 2); }
.ov-portal--vertical { grid-template-columns: minmax(12rem, 16rem) 1fr; align-items: start; }
.ov-portal__header { display: flex; flex-wrap: wrap; gap: var(--ov-space); align-items: center; justify-content: space-between; border-bottom: 1px solid var(--ov-color-border); padding-bottom: var(--ov-space); }
.ov-portal--vertical .ov-portal__header { flex-direction: column; align-items: stretch; border-bottom: 0; border-inline-end: 1px solid var(--ov-color-border); padding-inline-end: var(--ov-space); }
.ov-portal__menu { display: flex; flex-wrap: wrap; gap: calc(var(--ov-space) * 2); list-style: none; margin: 0; padding: 0; }
.ov-portal--vertical .ov-portal__menu { flex-direction: column; gap: var(--ov-space); }
.ov-portal__menu a { color: var(--ov-color-text); text-decoration: none; padding: calc(var(--ov-space) / 2) 0; display: inline-block; border-bottom: 2px solid transparent; }
.ov-portal__menu a:hover { color: var(--ov-color-primary); }
.ov-portal__menu a[aria-current="page"] { border-bottom-color: var(--ov-color-primary); font-weight: 600; }
.ov-portal__main:focus { outline: none; }
.ov-portal__title { font-size: 1.5em; }
.ov-portal__title:focus { outline: none; }
.ov-portal__page { display: grid; gap: calc(var(--ov-space) * 1.5); }
.ov-portal__login { max-width: 28rem; }
.ov-portal__form { display: grid; gap: var(--ov-space); }
.ov-portal__links { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--ov-space); }
.ov-portal__links a { color: var(--ov-color-primary); }
@media (max-width: 767px) { .ov-portal--vertical { grid-template-columns: 1fr; } }
`;
