/** `<ov-context>` renders nothing: its attributes configure the page (see ./index.ts). */
export function OvContext(): null {
  return null;
}
