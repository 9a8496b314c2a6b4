/** The support area's screens (requests, conversation, contact and claim forms); nothing wider than 390 px needs a scroll. */
export const supportStyles = /* css */ `
.ov-support__part { display: grid; gap: var(--_ov-space); }
.ov-support__part h2, .ov-support__reply h2, .ov-support__conversation { font-size: 1.15em; margin: 0; }
.ov-support__fixed { margin: 0; display: grid; gap: calc(var(--_ov-space) / 4); }
.ov-support__sent { display: grid; gap: var(--_ov-space); padding: var(--_ov-space); border: 1px solid var(--_ov-color-border); border-radius: var(--_ov-radius); background: var(--_ov-color-surface-alt); }
.ov-support__sent-title { font-size: 1.15em; margin: 0; }
.ov-support__sent-title:focus { outline: none; }
.ov-support__sent p { margin: 0; overflow-wrap: anywhere; }
.ov-support__messages, .ov-support__files { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_ov-space); }
.ov-support__facts { display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2) calc(var(--_ov-space) * 1.5); margin: 0; }
.ov-support__facts div { min-width: 0; }
.ov-support__facts dt { font-size: 0.85em; color: var(--_ov-color-muted); }
.ov-support__facts dd { margin: 0; overflow-wrap: anywhere; }
.ov-support__message { padding: var(--_ov-space); border-radius: var(--_ov-radius); border: 1px solid var(--_ov-color-border); background: var(--_ov-color-surface); max-width: 42rem; }
.ov-support__message--mine { background: var(--_ov-color-surface-alt); margin-inline-start: auto; }
.ov-support__message-head { margin: 0 0 calc(var(--_ov-space) / 2); display: flex; flex-wrap: wrap; gap: calc(var(--_ov-space) / 2); }
.ov-support__message-body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.ov-support__files { gap: calc(var(--_ov-space) / 4); margin-top: calc(var(--_ov-space) / 2); font-size: 0.9em; overflow-wrap: anywhere; }
.ov-support__reply { display: grid; gap: var(--_ov-space); padding-top: var(--_ov-space); border-top: 1px solid var(--_ov-color-border); }
`;
