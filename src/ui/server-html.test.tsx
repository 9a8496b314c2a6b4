import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sanitizeHtml, ServerHtml } from "./server-html";

// The sanitising itself is tested in Chromium (test/browser/server-html.test.ts): happy-dom's parser
// differs from a browser's, so results there would prove nothing about the real thing.
describe("server HTML", () => {
  it("renders nothing for empty input", () => {
    expect(sanitizeHtml(null)).toBe("");
    const { container } = render(<ServerHtml html={null} />);
    expect(container.innerHTML).toBe("<div></div>");
  });
});
