import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MenuButton, type MenuItem } from "./menu-button";
import { renderWithI18n } from "./test-i18n";

const READ_ONLY = "This action cannot be performed in a read-only session.";

function renderMenu(overrides: Partial<Record<string, Partial<MenuItem>>> = {}) {
  const selected = vi.fn();
  const items: MenuItem[] = ["Download the contract", "Communications settings", "File a claim"].map((label) => ({
    id: label,
    label,
    onSelect: () => selected(label),
    ...overrides[label],
  }));
  renderWithI18n(
    <div>
      <MenuButton label="More actions" items={items} />
      <button type="button">Outside</button>
    </div>,
  );
  return { selected, trigger: screen.getByRole("button", { name: "More actions" }) };
}

describe("MenuButton", () => {
  it("is a menu button whose menu opens with focus on the first item and closes with Escape back on the button", async () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    const user = userEvent.setup();
    await user.click(trigger);
    const menu = screen.getByRole("menu", { name: "More actions" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(menu.id);
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Download the contract",
      "Communications settings",
      "File a claim",
    ]);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Download the contract" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("moves with the arrows (wrapping), Home, End and a first letter, and opens at the last item with Up", async () => {
    const { trigger } = renderMenu();
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "File a claim" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Download the contract" }));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "File a claim" }));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Download the contract" }));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "File a claim" }));
    await user.keyboard("c");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Communications settings" }));
  });

  it("runs the chosen item after closing the menu with focus back on its button", async () => {
    const focused: (Element | null)[] = [];
    const given: HTMLElement[] = [];
    const { selected, trigger } = renderMenu({
      "File a claim": {
        onSelect: (menuButton) => {
          focused.push(document.activeElement);
          given.push(menuButton);
        },
      },
    });
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(focused).toEqual([trigger]);
    expect(given).toEqual([trigger]);
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(trigger);
    await user.click(screen.getByRole("menuitem", { name: "Communications settings" }));
    expect(selected).toHaveBeenCalledWith("Communications settings");
  });

  it("closes on a press outside, leaving focus where the press put it", async () => {
    const { trigger } = renderMenu();
    const user = userEvent.setup();
    await user.click(trigger);
    screen.getByRole("menu");
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Outside" }));
  });

  it("keeps a disabled item reachable, described by its reason, and does nothing when it is chosen", async () => {
    const { selected, trigger } = renderMenu({ "File a claim": { disabled: true, disabledReason: READ_ONLY } });
    const user = userEvent.setup();
    await user.click(trigger);
    await user.keyboard("{End}");
    const claim = screen.getByRole("menuitem", { name: "File a claim" });
    expect(document.activeElement).toBe(claim);
    expect(claim.getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(screen.getByRole("tooltip", { hidden: true }).textContent).toBe(READ_ONLY));
    expect(claim.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip", { hidden: true }).id);
    await user.keyboard("{Enter}");
    // Still open on the disabled item; the enabled ones still work.
    expect(document.activeElement).toBe(claim);
    await user.click(screen.getByRole("menuitem", { name: "Download the contract" }));
    expect(selected.mock.calls).toEqual([["Download the contract"]]);
  });
});
