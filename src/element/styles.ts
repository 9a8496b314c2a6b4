/**
 * Shared constructable stylesheets: one `CSSStyleSheet` per distinct CSS text for the whole page,
 * adopted by every instance of every tag (DESIGN "The element wrapper"). Where constructable sheets
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

/** Puts the given CSS texts into a shadow root, sharing sheet objects across instances. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const adopted = cssTexts.map(sharedSheet);
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

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
