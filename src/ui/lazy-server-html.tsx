import type { ComponentProps } from "react";
import { retryableLazy } from "../element/retryable-lazy";
import type { ServerHtml } from "./server-html";

// Issue 20 "the first screen carries only what it shows": the sanitiser (DOMPurify, 11.6 kB gzip) is
// not part of any tag's first screen; the parts that show server HTML render this one, and start its
// download early with `preloadServerHtml` (when the call whose answer holds the HTML starts).
const loadServerHtml = () => import("./server-html");

/**
 * The server's HTML, sanitised ({@link ServerHtml}), downloaded on first use. It suspends while the
 * sanitiser arrives: render it inside a `Suspense`. A failed download is tried again on the next render.
 * @example <Suspense fallback={null}><LazyServerHtml html={product.ov_description} /></Suspense>
 */
export const LazyServerHtml = retryableLazy<ComponentProps<typeof ServerHtml>>(() =>
  loadServerHtml().then((module) => ({ default: module.ServerHtml })),
);

/**
 * Starts the sanitiser's download without waiting for it (a failure is left to the render that needs it).
 * @returns nothing: call it where the HTML is about to be needed
 * @example preloadServerHtml(); const items = await getNewsletters(api, email, signal);
 */
export function preloadServerHtml(): void {
  loadServerHtml().catch(() => {});
}
