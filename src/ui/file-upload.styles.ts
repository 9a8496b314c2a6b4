/** Styles of `FileUpload` (file-upload.tsx). */
export const fileUploadStyles = /* css */ `
.ov-file-upload__zone {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ov-space);
  padding: calc(var(--ov-space) * 3) calc(var(--ov-space) * 2);
  border: 2px dashed var(--ov-color-border);
  border-radius: var(--ov-radius);
  background: var(--ov-color-surface);
  text-align: center;
}
.ov-file-upload__zone--active { border-color: var(--ov-color-primary); background: color-mix(in srgb, var(--ov-color-primary) 8%, var(--ov-color-surface)); }
.ov-file-upload__zone--disabled { background: var(--ov-color-surface-alt); }
.ov-file-upload__icon { width: 2em; height: 2em; color: var(--ov-color-primary); }
.ov-file-upload__prompt, .ov-file-upload__limits { margin: 0; }
.ov-file-upload__limits { color: var(--ov-color-muted); font-size: 0.875em; }
.ov-file-upload__files { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: calc(var(--ov-space) / 2); }
.ov-file-upload__file {
  display: flex;
  align-items: center;
  gap: var(--ov-space);
  padding: calc(var(--ov-space) / 2) var(--ov-space);
  border: 1px solid var(--ov-color-border);
  border-radius: var(--ov-radius);
  background: var(--ov-color-surface-alt);
}
.ov-file-upload__name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.ov-file-upload__size { color: var(--ov-color-muted); font-size: 0.875em; white-space: nowrap; }
.ov-file-upload__errors { margin: 0; }
`;
