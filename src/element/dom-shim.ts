/**
 * The DOM the element wrapper needs, in a browser: there, it is the page's own, so this module does
 * nothing. It exists so that the npm build can swap it for {@link ./dom-shim-node} in Node: build.mjs
 * turns `import "./dom-shim"` into the package's `#ov-dom-shim` import, which package.json "imports"
 * maps to `dom-shim-node.js` under the `node` condition and to this empty module everywhere else. So
 * the 10 kB shim never reaches a browser bundle (CDN or a partner's), and a server (Next.js, Astro)
 * that imports `ov-widgets/comparator` defines `<ov-comparator>` instead of skipping or throwing.
 */
export {};
