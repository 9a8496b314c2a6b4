import { useInsertionEffect } from "react";
import { serverRender } from "../element/server-render";
import { hash, ownSheetOf, sharedSheet } from "../element/shared-sheets";
import { useOptionalWidget } from "../runtime/widget-context";

/**
 * Adds one UI primitive's sheet to a shadow root the first time the primitive renders there (see
 * src/ui/base-styles.ts), before the tag's own sheet; a no-op when it is already there. It lives here,
 * with its only caller, rather than with the element wrapper's sheets in src/element/shared-sheets.ts: only
 * primitives outside the base sheet use it. (Several tags' first screens run it, so the CDN build puts
 * it in the file those tags share: scripts/build/chunk-policy.mjs sharedGroup.)
 */
function adoptComponentStyles(root: ShadowRoot, css: string, placement: StylesPlacement): void {
  const last = placement === "last";
  const sheet = sharedSheet(css);
  if (sheet && "adoptedStyleSheets" in root && root.adoptedStyleSheets.length > 0) {
    const current = root.adoptedStyleSheets;
    if (current.includes(sheet)) return;
    const own = ownSheetOf(root);
    const at = own && !last ? current.indexOf(own) : -1;
    root.adoptedStyleSheets = at < 0 ? [...current, sheet] : [...current.slice(0, at), sheet, ...current.slice(at)];
    return;
  }
  const key = hash(css);
  if (root.querySelector(`style[data-ov-part="${key}"]`)) return;
  const style = document.createElement("style");
  style.dataset.ovPart = key;
  style.textContent = css;
  const own = root.querySelector("style[data-ov-styles]");
  if (last) root.append(style);
  else if (own) own.after(style);
  else root.prepend(style);
}

/**
 * Where a sheet goes among the shadow root's: a UI primitive's before the tag's own sheet (which may
 * restyle it), or `"last"`, after every other, for the CSS of a part of the tag that downloads later
 * (a portal area's screens: as if it ended the tag's own sheet).
 */
export type StylesPlacement = "before-own" | "last";

/**
 * Adopts a UI primitive's own sheet in the tag's shadow root before the primitive paints (insertion
 * effects run before layout), once per root. Outside a tag (Storybook's frame adopts every sheet) it does
 * nothing. See src/ui/base-styles.ts for which primitives are in the base sheet.
 * @param css - the sheet's text (nothing is added for an empty one)
 * @param placement - before the tag's own sheet (default), or last
 * @example useComponentStyles(dataListStyles);
 */
export function useComponentStyles(css: string, placement: StylesPlacement = "before-own"): void {
  const host = useOptionalWidget()?.host;
  // On a server no effect runs: the build's first screens hear the sheet in the render itself.
  if (css) serverRender()?.sheet(css, placement);
  useInsertionEffect(() => {
    const root = host?.shadowRoot;
    if (root && css) adoptComponentStyles(root, css, placement);
  }, [host, css, placement]);
}
