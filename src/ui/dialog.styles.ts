/** Styles of `Dialog` (dialog.tsx): the native `<dialog>` in the top layer, with a token backdrop. */
export const dialogStyles = /* css */ `
.ov-dialog {
  width: min(calc(100vw - var(--ov-space) * 2), 36rem);
  max-width: none;
  max-height: calc(100dvh - var(--ov-space) * 4);
  padding: 0;
  border: 1px solid var(--ov-color-border);
  border-radius: var(--ov-radius);
  background: var(--ov-color-surface);
  color: var(--ov-color-text);
  font-family: var(--ov-font-family);
  font-size: var(--ov-font-size);
  line-height: var(--ov-line-height);
  box-shadow: var(--ov-shadow);
  overflow: auto;
}
.ov-dialog--small { width: min(calc(100vw - var(--ov-space) * 2), 24rem); }
.ov-dialog--large { width: min(calc(100vw - var(--ov-space) * 2), 56rem); }
.ov-dialog::backdrop { background: var(--ov-color-backdrop, rgb(0 0 0 / 0.5)); }
.ov-dialog:focus { outline: none; }
.ov-dialog__surface { display: flex; flex-direction: column; }
.ov-dialog__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--ov-space);
  padding: calc(var(--ov-space) * 2) calc(var(--ov-space) * 2) var(--ov-space) calc(var(--ov-space) * 3);
}
.ov-dialog__title { margin: calc(var(--ov-space) / 2) 0 0; font-size: 1.25em; line-height: 1.3; font-weight: 700; }
.ov-dialog__close {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: var(--ov-radius);
  background: transparent;
  color: var(--ov-color-text);
  cursor: pointer;
}
.ov-dialog__close:hover { background: var(--ov-color-surface-alt); }
.ov-dialog__body { padding: var(--ov-space) calc(var(--ov-space) * 3) calc(var(--ov-space) * 2); }
.ov-dialog__footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--ov-space);
  padding: calc(var(--ov-space) * 2) calc(var(--ov-space) * 3);
  border-top: 1px solid var(--ov-color-border);
}
`;
