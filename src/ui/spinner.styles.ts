/** Styles of `Spinner` (spinner.tsx). */
export const spinnerStyles = /* css */ `
.ov-spinner { display: inline-flex; align-items: center; justify-content: center; color: inherit; vertical-align: middle; }
.ov-spinner__ring { width: 2em; height: 2em; animation: ov-spin 0.9s linear infinite; }
.ov-spinner--small .ov-spinner__ring { width: 1.1em; height: 1.1em; }
.ov-spinner--large .ov-spinner__ring { width: 3em; height: 3em; }
.ov-spinner__track { stroke: currentColor; opacity: 0.25; }
.ov-spinner__arc { stroke: currentColor; }
.ov-spinner:not(.ov-spinner--small) { color: var(--_ov-color-primary); }
@keyframes ov-spin { to { transform: rotate(360deg); } }
`;
