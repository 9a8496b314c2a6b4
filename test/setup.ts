import { afterEach } from "vitest";

// Each DOM test starts with an empty document: unmount React trees and remove custom elements.
// Files that run in the node environment (`// @vitest-environment node`) have no document to clean.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
    // Cookies outlive a test (the portal keeps its token in one, consent and language live there too):
    // each test starts as a new visitor.
    for (const part of document.cookie.split(";")) {
      const name = part.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  });
}
