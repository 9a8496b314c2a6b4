/** Styles of `Tabs` (tabs.tsx): the selected tab is marked by weight, colour and a bar, not colour alone. */
export const tabsStyles = /* css */ `
.ov-tabs__list {
  display: flex;
  gap: calc(var(--_ov-space) / 2);
  overflow-x: auto;
  border-bottom: 1px solid var(--_ov-color-border);
  scrollbar-width: thin;
}
.ov-tabs__tab {
  position: relative;
  flex: none;
  min-height: 44px;
  padding: var(--_ov-space) calc(var(--_ov-space) * 2);
  border: 0;
  border-radius: var(--_ov-radius) var(--_ov-radius) 0 0;
  background: transparent;
  color: var(--_ov-color-muted);
  font-family: var(--_ov-font-family);
  font-size: 1em;
  font-weight: 600;
  cursor: pointer;
}
.ov-tabs__tab:hover:not(:disabled) { color: var(--_ov-color-text); background: var(--_ov-color-surface-alt); }
.ov-tabs__tab[aria-selected="true"] { color: var(--_ov-color-primary); }
.ov-tabs__tab[aria-selected="true"]::after {
  content: "";
  position: absolute;
  inset-inline: 0;
  bottom: -1px;
  height: 3px;
  background: var(--_ov-color-primary);
}
.ov-tabs__tab:disabled { cursor: not-allowed; opacity: 0.6; }
.ov-tabs__tab:focus-visible { outline-offset: -3px; }
.ov-tabs__panel { padding-block: calc(var(--_ov-space) * 2); }
@media (forced-colors: active) { .ov-tabs__tab[aria-selected="true"]::after { background: Highlight; } }
`;
