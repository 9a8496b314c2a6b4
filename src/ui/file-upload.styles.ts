/** Styles of `FileUpload` (file-upload.tsx). */
export const fileUploadStyles = /* css */ `
.ov-file-upload__zone {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--_ov-space);
  padding: calc(var(--_ov-space) * 3) calc(var(--_ov-space) * 2);
  border: 2px dashed var(--_ov-color-border);
  border-radius: var(--_ov-radius);
  background: var(--_ov-color-surface);
  text-align: center;
}
.ov-file-upload__zone--active { border-color: var(--_ov-color-primary); background: color-mix(in srgb, var(--_ov-color-primary) 8%, var(--_ov-color-surface)); }
.ov-file-upload__zone--disabled { background: var(--_ov-color-surface-alt); }
.ov-file-upload__icon { width: 2em; height: 2em; color: var(--_ov-color-primary); }
.ov-file-upload__prompt, .ov-file-upload__limits { margin: 0; }
.ov-file-upload__limits { color: var(--_ov-color-muted); font-size: 0.875em; }
.ov-file-upload__files { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: calc(var(--_ov-space) / 2); }
.ov-file-upload__file {
  display: flex;
  align-items: center;
  gap: var(--_ov-space);
  padding: calc(var(--_ov-space) / 2) var(--_ov-space);
  border: 1px solid var(--_ov-color-border);
  border-radius: var(--_ov-radius);
  background: var(--_ov-color-surface-alt);
}
.ov-file-upload__name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.ov-file-upload__size { color: var(--_ov-color-muted); font-size: 0.875em; white-space: nowrap; }
.ov-file-upload__errors { margin: 0; }
`;
