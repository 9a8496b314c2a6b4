import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MenuButton, type MenuItem } from "./menu-button";
import { renderWithI18n } from "./test-i18n";

const items = (onSelect = vi.fn()): MenuItem[] => [
  { id: "pdf", label: "PDF", ariaLabel: "Download PDF of invoice F1", onSelect: () => onSelect("pdf") },
  { id: "signed", label: "Signed PDF", disabled: true, onSelect: () => onSelect("signed") },
  { id: "csv", label: "Curve CSV", onSelect: () => onSelect("csv") },
];

function renderMenu(onSelect = vi.fn()) {
  renderWithI18n(
    <>
      <MenuButton label="More actions" ariaLabel="More actions: invoice F1" items={items(onSelect)} />
      <button type="button">Outside</button>
    </>,
  );
  return screen.getByRole("button", { name: "More actions: invoice F1" });
}

describe("MenuButton", () => {
  it("is a menu button: closed, aria-haspopup, and aria-expanded once open with a menu of menuitems", async () => {
    const button = renderMenu();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    await userEvent.click(button);
    const menu = screen.getByRole("menu", { name: "More actions: invoice F1" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["PDF", "Signed PDF", "Curve CSV"]);
    expect(within(menu).getByRole("menuitem", { name: "Download PDF of invoice F1" }).getAttribute("tabindex")).toBe("-1");
  });

  it("opens on the first entry from the keyboard, moves with the arrows, Home and End, and wraps", async () => {
    const button = renderMenu();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard("{Enter}");
    const entry = (name: string | RegExp) => screen.getByRole("menuitem", { name });
    await waitFor(() => expect(document.activeElement).toBe(entry(/^Download PDF/)));
    await userEvent.keyboard("{ArrowDown}");
    // A disabled entry is still reached (aria-disabled), as the pattern says.
    expect(document.activeElement).toBe(entry("Signed PDF"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(entry("Curve CSV"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(entry(/^Download PDF/));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(entry("Curve CSV"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(entry(/^Download PDF/));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(entry("Curve CSV"));
  });

  it("opens on the last entry with Arrow Up; Esc closes it and gives the focus back to the button", async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Curve CSV" })));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("runs the chosen entry once, closes and refocuses the button; a disabled entry does nothing", async () => {
    const onSelect = vi.fn();
    const button = renderMenu(onSelect);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("menuitem", { name: "Signed PDF" }));
    expect(screen.queryByRole("menu")).not.toBeNull();
    await userEvent.keyboard("{End}");
    await userEvent.keyboard("{Enter}");
    expect(onSelect.mock.calls).toEqual([["csv"]]);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("closes on a click outside, in a shadow root as the tags render it", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    const container = document.createElement("div");
    shadow.append(container);
    const onSelect = vi.fn();
    renderWithI18n(
      <>
        <MenuButton label="More actions" items={items(onSelect)} />
        <p>Elsewhere in the tag</p>
      </>,
      { container },
    );
    const button = shadow.querySelector("button[aria-haspopup]") as HTMLButtonElement;
    await userEvent.click(button);
    expect(shadow.querySelector('[role="menu"]')).not.toBeNull();
    // A click on the menu itself keeps it open.
    await userEvent.click(shadow.querySelector('[role="menu"]') as HTMLElement);
    expect(shadow.querySelector('[role="menu"]')).not.toBeNull();
    await userEvent.click(shadow.querySelector("p") as HTMLElement);
    await waitFor(() => expect(shadow.querySelector('[role="menu"]')).toBeNull());
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(onSelect).not.toHaveBeenCalled();
    host.remove();
  });

  it("says why a disabled entry is off with the disabled buttons' tooltip, and does nothing when it is chosen", async () => {
    const onSelect = vi.fn();
    const reason = "This action cannot be performed in a read-only session.";
    renderWithI18n(
      <MenuButton
        label="More actions"
        items={[{ id: "claim", label: "File a claim", disabled: true, disabledReason: reason, onSelect }]}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "More actions" }));
    const claim = screen.getByRole("menuitem", { name: "File a claim" });
    expect(claim.getAttribute("aria-disabled")).toBe("true");
    claim.focus();
    await waitFor(() => expect(document.getElementById(claim.getAttribute("aria-describedby") ?? "")?.textContent).toBe(reason));
    await userEvent.click(claim);
    expect(onSelect).not.toHaveBeenCalled();
    screen.getByRole("menu");
  });
});
