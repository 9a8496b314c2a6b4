/**
 * Shared constructable stylesheets: one `CSSStyleSheet` per distinct CSS text for the whole page,
 * adopted by every instance of every tag (docs/architecture.md "The element wrapper"). Where constructable sheets
 * are missing (old engines, some test DOMs) a `<style>` element in the shadow root does the same job.
 */
const sheets = new Map<string, CSSStyleSheet>();

function canConstruct(): boolean {
  try {
    return typeof CSSStyleSheet !== "undefined" && typeof new CSSStyleSheet().replaceSync === "function";
  } catch {
    return false;
  }
}

export function sharedSheet(css: string): CSSStyleSheet | null {
  if (!canConstruct()) return null;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The tag's own sheet of each shadow root: component sheets go before it, so the tag can refine them. */
const ownSheets = new WeakMap<ShadowRoot, CSSStyleSheet>();

/**
 * Puts the given CSS texts into a shadow root, sharing sheet objects across instances.
 * @param ownCss the tag's own CSS, adopted last
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[], ownCss = ""): void {
  if (ownCss) cssTexts = [...cssTexts, ownCss];
  const adopted = cssTexts.map(sharedSheet);
  const own = ownCss ? sharedSheet(ownCss) : null;
  if (own) ownSheets.set(root, own);
  if (adopted.every((sheet): sheet is CSSStyleSheet => sheet !== null) && "adoptedStyleSheets" in root) {
    root.adoptedStyleSheets = adopted;
    return;
  }
  if (root.querySelector("style[data-ov-styles]")) return;
  const style = document.createElement("style");
  style.dataset.ovStyles = "";
  style.textContent = cssTexts.join("\n");
  root.prepend(style);
}

/** The tag's own sheet adopted in a shadow root by {@link adoptStyles}, if any. */
export function ownSheetOf(root: ShadowRoot): CSSStyleSheet | undefined {
  return ownSheets.get(root);
}

const registeredFonts = new Set<string>();

/**
 * Registers `@font-face` rules once in the document: Chromium ignores font faces declared inside a
 * shadow root, so fonts must live at document level while the rest of the CSS stays encapsulated.
 */
export function registerFontFaces(css: string): void {
  if (!css || registeredFonts.has(css) || typeof document === "undefined") return;
  registeredFonts.add(css);
  if (document.querySelector(`style[data-ov-fonts="${hash(css)}"]`)) return; // another bundle copy did it
  const style = document.createElement("style");
  style.dataset.ovFonts = hash(css);
  style.textContent = css;
  document.head.append(style);
}

/** A short stable key of a CSS text, for the `<style>` elements of engines without constructable sheets. */
export function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
