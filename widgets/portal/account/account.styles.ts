/** The profile page's CSS (area.ts `styles`). A long email breaks anywhere rather than widening the page at 390 px. */
export const accountStyles = /* css */ `
.ov-account__profile { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: calc(var(--_ov-space) / 2) var(--_ov-space); margin: 0; }
.ov-account__profile dt { font-weight: 600; }
.ov-account__profile dd { margin: 0; overflow-wrap: anywhere; }
`;
