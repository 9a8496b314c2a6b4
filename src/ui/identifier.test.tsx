import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Identifier, LinkValue } from "./identifier";
import { renderWithI18n } from "./test-i18n";

const CUPS = "ES0031552539666032TR0F";

afterEach(() => vi.useRealTimers());

describe("Identifier", () => {
  it("shows the value whole in its title and copies it, saying so in a status that clears", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Identifier value={CUPS} copyLabel="Copy the CUPS" />);
    const text = screen.getByText(CUPS);
    expect(text.getAttribute("title")).toBe(CUPS);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Copy the CUPS" }));
    await waitFor(() => expect(status.textContent).toBe("Copied"));
    expect(await navigator.clipboard.readText()).toBe(CUPS);
    // "Copied" goes after a while, ready for the next copy.
    await waitFor(() => expect(status.textContent).toBe(""), { timeout: 4000 });
  });

  it("says it could not copy where the page has no clipboard", async () => {
    renderWithI18n(<Identifier value="marta.puig@example.com" copyLabel="Copy the email" />);
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true });
    await act(async () => screen.getByRole("button", { name: "Copy the email" }).click());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Could not copy"));
    expect(screen.getByRole("status").className).toContain("ov-identifier__copied--failed");
  });
});

describe("LinkValue", () => {
  it("is a link on one line that opens apart, its whole address in the title", () => {
    renderWithI18n(<LinkValue href="https://www.distribuidora.example/averies" text="www.distribuidora.example/averies" />);
    const link = screen.getByRole("link", { name: "www.distribuidora.example/averies" });
    expect(link.getAttribute("href")).toBe("https://www.distribuidora.example/averies");
    expect(link.getAttribute("title")).toBe("www.distribuidora.example/averies");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
