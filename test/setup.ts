import { afterEach } from "vitest";

// Each DOM test starts with an empty document: unmount React trees and remove custom elements.
// Files that run in the node environment (`// @vitest-environment node`) have no document to clean.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  const { clearCookies } = await import("./cookies");
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
    // Cookies outlive a test (the portal keeps its token in one, consent and language live there too).
    clearCookies();
  });
}
