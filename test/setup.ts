import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each test starts with an empty document: unmount React trees and remove custom elements.
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});
