/**
 * How long a download deferred by {@link afterFirstPaint} waits at most for the page to go idle once
 * the first screen has been drawn (issue 20 item 3: "preloaded while the user types").
 */
export const AFTER_FIRST_PAINT_TIMEOUT_MS = 500;

/**
 * Runs `callback` after the frame that draws what was just committed, at the page's next idle moment
 * (at most {@link AFTER_FIRST_PAINT_TIMEOUT_MS} later): for downloads the first screen does not show,
 * so that they neither compete with its own files nor become one more step before its first control
 * (issue 20 "a flat load graph": at most three sequential steps before it). Call it from an effect.
 * @param callback what to start then (a preload)
 * @example useEffect(() => afterFirstPaint(preloadLaterParts), []);
 */
export function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: AFTER_FIRST_PAINT_TIMEOUT_MS });
    else setTimeout(callback, 0);
  });
}
