import { useEffect, useState } from "react";

/** Class names that ad blockers' cosmetic filters hide on sight. */
const BAIT_CLASSES = "adsbox ad-banner ad-placement pub_300x250 textads";

/**
 * spec §8.1 "Ad blocker: warning to disable it". A bait element in the host page's own document (ad
 * blockers do not look into shadow roots) is checked one frame later: hidden means a blocker is on.
 * The bait is removed at once; nothing is sent anywhere.
 */
export function useAdBlockDetected(): boolean {
  const [detected, setDetected] = useState(false);
  useEffect(() => {
    const bait = document.createElement("div");
    bait.className = BAIT_CLASSES;
    bait.setAttribute("aria-hidden", "true");
    bait.style.cssText = "position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;";
    bait.textContent = "\u00a0";
    document.body.append(bait);
    const frame = requestAnimationFrame(() => {
      const style = getComputedStyle(bait);
      setDetected(style.display === "none" || style.visibility === "hidden" || bait.isConnected === false);
      bait.remove();
    });
    return () => {
      cancelAnimationFrame(frame);
      bait.remove();
    };
  }, []);
  return detected;
}
