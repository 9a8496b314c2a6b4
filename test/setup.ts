import { afterEach } from "vitest";

// Each DOM test starts with an empty document: unmount React trees and remove custom elements.
// Files that run in the node environment (`// @vitest-environment node`) have no document to clean.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });
}
