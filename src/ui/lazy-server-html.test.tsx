import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LazyServerHtml, preloadServerHtml } from "./lazy-server-html";

// What the sanitiser keeps is tested in Chromium (test/browser/server-html.test.ts); here, that the lazy
// part shows the server's text once the sanitiser has arrived, and never a script.
describe("LazyServerHtml", () => {
  it("shows the server's HTML through the sanitiser once it has arrived, never a script", async () => {
    preloadServerHtml();
    const { container } = render(<LazyServerHtml as="span" className="hint" html={"<b>Hola</b><script>steal()</script>"} />);
    await waitFor(() => expect(container.querySelector(".hint")?.textContent).toContain("Hola"), { timeout: 8000 });
    expect(container.querySelector("script")).toBeNull();
  });
});
