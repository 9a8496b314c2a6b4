/** The home screen (spec §2 Home): the visitors' hero with its cards, then the action groups. */
export const homeStyles = /* css */ `
/* On the page's grey (shell.styles.ts) the hero is a panel in the brand's tint, its tiles cards on it. */
.ov-portal__hero { display: grid; gap: var(--_ov-space); padding: calc(var(--_ov-space) * 2); border-radius: var(--_ov-radius-lg); background: var(--_ov-surface-brand); }
.ov-portal__cards { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_ov-space); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.ov-portal__card { border: 1px solid var(--_ov-border-subtle); border-radius: var(--_ov-radius-md); padding: calc(var(--_ov-space) * 1.5); background: var(--_ov-surface-card); box-shadow: var(--_ov-elevation-2); }
.ov-portal__card h2 { font-size: 1.05em; margin: 0 0 calc(var(--_ov-space) / 2); }
.ov-portal__card p { margin: 0; }
.ov-portal__groups { display: grid; gap: calc(var(--_ov-space) * 2); grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); align-items: start; }
.ov-portal__groups > .ov-portal__title { grid-column: 1 / -1; }
.ov-portal__groups:focus { outline: none; }
.ov-portal__group { display: grid; gap: var(--_ov-space); }
.ov-portal__group h2 { font-size: 1.15em; margin: 0; }
.ov-portal__actions { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--_ov-space) / 2); }
.ov-portal__actions .ov-button { width: 100%; justify-content: flex-start; text-align: start; }
`;
