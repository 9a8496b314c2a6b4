import { customElements, HTMLElement } from "@lit-labs/ssr-dom-shim";

/**
 * Server-side rendering (Next.js, Astro, React's `renderToString` in Node): gives Node the two DOM
 * globals that defining an element needs, `HTMLElement` (r2wc's element class extends it) and the
 * `customElements` registry, from `@lit-labs/ssr-dom-shim`, the shim Lit itself uses in Node. Only
 * what is missing is set (a server that already shims keeps its own), and nothing else (`window`,
 * `document`) so code that detects a browser through them still sees a server. Elements defined here
 * are never constructed in Node: the server writes the tag and its attributes as text, and the
 * browser upgrades it when the page's script defines the tag (test/package/packed-package.test.ts).
 *
 * @returns nothing; importing the module installs the globals
 * @example import "ov-widgets/comparator"; // in Node, through the package's "#ov-dom-shim" import
 */
export function installDomShim(): void {
  const host = globalThis as { HTMLElement?: unknown; customElements?: unknown };
  host.HTMLElement ??= HTMLElement;
  host.customElements ??= customElements;
}

installDomShim();
