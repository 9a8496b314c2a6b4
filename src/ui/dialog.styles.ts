/** Styles of `Dialog` (dialog.tsx): the native `<dialog>` in the top layer, with a token backdrop. */
export const dialogStyles = /* css */ `
.ov-dialog {
  width: min(calc(100vw - var(--_ov-space) * 2), 36rem);
  max-width: none;
  max-height: calc(100dvh - var(--_ov-space) * 4);
  padding: 0;
  border: 1px solid var(--_ov-color-border);
  border-radius: var(--_ov-radius);
  background: var(--_ov-color-surface);
  color: var(--_ov-color-text);
  font-family: var(--_ov-font-family);
  font-size: var(--_ov-font-size);
  line-height: var(--_ov-line-height);
  box-shadow: var(--_ov-shadow);
  overflow: auto;
}
.ov-dialog--small { width: min(calc(100vw - var(--_ov-space) * 2), 24rem); }
.ov-dialog--large { width: min(calc(100vw - var(--_ov-space) * 2), 56rem); }
.ov-dialog::backdrop { background: var(--_ov-color-backdrop, rgb(0 0 0 / 0.5)); }
.ov-dialog:focus { outline: none; }
.ov-dialog__surface { display: flex; flex-direction: column; }
.ov-dialog__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--_ov-space);
  padding: calc(var(--_ov-space) * 2) calc(var(--_ov-space) * 2) var(--_ov-space) calc(var(--_ov-space) * 3);
}
.ov-dialog__title { margin: calc(var(--_ov-space) / 2) 0 0; font-size: 1.25em; line-height: 1.3; font-weight: 700; }
.ov-dialog__close {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: var(--_ov-radius);
  background: transparent;
  color: var(--_ov-color-text);
  cursor: pointer;
}
.ov-dialog__close:hover { background: var(--_ov-color-surface-alt); }
.ov-dialog__body { padding: var(--_ov-space) calc(var(--_ov-space) * 3) calc(var(--_ov-space) * 2); }
.ov-dialog__footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--_ov-space);
  padding: calc(var(--_ov-space) * 2) calc(var(--_ov-space) * 3);
  border-top: 1px solid var(--_ov-color-border);
}
`;
