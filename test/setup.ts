import { afterEach } from "vitest";
import { pinSandboxNow, TEST_NOW } from "../demo/sandbox/test-clock";

// Every sandbox a test creates without its own `now` takes this one: the data are the same any day.
pinSandboxNow(TEST_NOW);

// Each DOM test starts with an empty document: unmount React trees and remove custom elements.
// Files that run in the node environment (`// @vitest-environment node`) have no document to clean.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  const { configure } = await import("@testing-library/dom");
  const { clearCookies } = await import("./cookies");
  configure({
    // Tags load their steps and catalogs on demand: on a loaded 2-core CI machine a first render can
    // take more than the default second.
    asyncUtilTimeout: 4_000,
    // Queries scoped to a shadow root: Testing Library's own message would try to print the root and
    // throw "Expected an element or document but got ShadowRoot" outside the test, hiding the failure.
    getElementError: (message, container) => {
      const error = new Error(`${message ?? "Element not found"}\n\n${(container as Element).innerHTML?.slice(0, 2_000) ?? ""}`);
      error.name = "TestingLibraryElementError";
      return error;
    },
  });
  // A submit button tied to its form by `form` finds the form in its own tree (HTML: the form owner is
  // looked up in the element's tree), which for a tag is its shadow root; happy-dom looks in the
  // document only, so a dialog's footer button would submit nothing there.
  const formOf = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, "form");
  Object.defineProperty(HTMLButtonElement.prototype, "form", {
    configurable: true,
    get(this: HTMLButtonElement) {
      const id = this.getAttribute("form");
      const root = this.getRootNode();
      if (!id || !(root instanceof ShadowRoot)) return formOf?.get?.call(this) ?? null;
      const form = root.getElementById(id);
      return form instanceof HTMLFormElement ? form : null;
    },
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
    // Cookies outlive a test (the portal keeps its token in one, consent and language live there too).
    clearCookies();
  });
}
