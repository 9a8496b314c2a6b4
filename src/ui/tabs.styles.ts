/** Styles of `Tabs` (tabs.tsx): the selected tab is marked by weight, colour and a bar, not colour alone. */
export const tabsStyles = /* css */ `
.ov-tabs__list {
  display: flex;
  gap: calc(var(--ov-space) / 2);
  overflow-x: auto;
  border-bottom: 1px solid var(--ov-color-border);
  scrollbar-width: thin;
}
.ov-tabs__tab {
  position: relative;
  flex: none;
  min-height: 44px;
  padding: var(--ov-space) calc(var(--ov-space) * 2);
  border: 0;
  border-radius: var(--ov-radius) var(--ov-radius) 0 0;
  background: transparent;
  color: var(--ov-color-muted);
  font-family: var(--ov-font-family);
  font-size: 1em;
  font-weight: 600;
  cursor: pointer;
}
.ov-tabs__tab:hover:not(:disabled) { color: var(--ov-color-text); background: var(--ov-color-surface-alt); }
.ov-tabs__tab[aria-selected="true"] { color: var(--ov-color-primary); }
.ov-tabs__tab[aria-selected="true"]::after {
  content: "";
  position: absolute;
  inset-inline: 0;
  bottom: -1px;
  height: 3px;
  background: var(--ov-color-primary);
}
.ov-tabs__tab:disabled { cursor: not-allowed; opacity: 0.6; }
.ov-tabs__tab:focus-visible { outline-offset: -3px; }
.ov-tabs__panel { padding-block: calc(var(--ov-space) * 2); }
@media (forced-colors: active) { .ov-tabs__tab[aria-selected="true"]::after { background: Highlight; } }
`;
