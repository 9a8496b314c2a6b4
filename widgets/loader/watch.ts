import { TAG_LOADERS } from "../registry";
import { askScreen, dropScreen, failed } from "./screens";
import { TABLE } from "./table";
import { importTag } from "./wave";

const requested = new Set<string>();
/** The tags the loader knows, in the order one pass requests them: `ov-context` first (see importTag's `others`). */
const TAGS = Object.keys(TABLE?.t ?? TAG_LOADERS);
/** `Node.ELEMENT_NODE`. */
const ELEMENT_NODE = 1;

/**
 * Requests the chunk of each tag not requested yet that is in `roots` (each root's own element
 * included), with the first such element of each tag (its `lang` and attributes choose the wave).
 * @param roots - the document, or the elements the page has just added
 */
export function upgrade(roots: readonly ParentNode[]): void {
  const pending = TAGS.filter((tag) => !requested.has(tag));
  if (pending.length === 0) return;
  const selector = pending.join(",");
  const found = new Map<string, Element>();
  const note = (element: Element) => found.has(element.localName) || found.set(element.localName, element);
  for (const root of roots) {
    if (!(root as Node).isConnected) continue; // added, then removed before the observer ran
    if (root.nodeType === ELEMENT_NODE && pending.includes((root as Element).localName)) note(root as Element);
    if (root.firstElementChild) for (const element of root.querySelectorAll(selector)) note(element);
  }
  const whole = roots.includes(document);
  // The pass's waves leave together once its photographs are painted (wave.ts importTag): together, a
  // tag's texts file can carry core for the others (ov-context's, a second tag's).
  const painted = Promise.all([...found].map(([tag, element]) => askScreen(tag, element)));
  for (const tag of pending) {
    const element = found.get(tag);
    if (!element) {
      if (whole) failed.delete(tag); // gone from the page: its next appearance is an added element
      continue;
    }
    requested.add(tag);
    failed.delete(tag);
    importTag(tag, element, painted)?.catch((error: unknown) => {
      requested.delete(tag);
      failed.add(tag);
      dropScreen(element);
      console.error(`[ov-widgets] could not load <${tag}>`, error);
      // Issue 37 item 6: the page hears of it (src/events/catalogue.ts "ov-error"); retry looks again.
      const retry = () => upgrade([document]);
      element.dispatchEvent(new CustomEvent("ov-error", { bubbles: true, composed: true, detail: { tag, kind: "chunk", retry } }));
    });
  }
}

/**
 * Watches the page for the tags' elements: the whole document once, after the module that imported
 * the loader has run, then the elements added.
 */
export function watch(): void {
  // After the module that imported the loader has run: a `configure({ lang })` or `setLanguage()`
  // written right after the import names the language whose catalogs join the first wave.
  queueMicrotask(() => upgrade([document]));
  // Later tags: only the added elements are searched, not the whole document. A host page that changes
  // its DOM every frame (a ticker, a carousel) otherwise paid, at every change and for as long as it
  // stayed open, one search of the whole page per tag not on it: with 5,000 elements and one change
  // per frame, 0.7 ms of main thread per frame at 4x CPU (130 ms in 3 s).
  new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === ELEMENT_NODE) added.push(node as Element);
    // A chunk that failed to download is retried at the next change, for the tag already on the page.
    if (added.length > 0) upgrade(failed.size > 0 ? [document] : added);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
