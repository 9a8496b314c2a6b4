import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";
import { renderWithI18n } from "./test-i18n";

const items = [
  { id: "data", label: "Data", content: <p>Contract data</p> },
  { id: "invoices", label: "Invoices", content: <p>Invoice list</p> },
  { id: "disabled", label: "Readings", content: <p>Readings</p>, disabled: true },
  { id: "consumption", label: "Consumption", content: <p>Consumption chart</p> },
];

describe("Tabs", () => {
  it("follows the tabs pattern with one tab stop", () => {
    renderWithI18n(<Tabs label="Contract" items={items} />);
    screen.getByRole("tablist", { name: "Contract" });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1", "-1"]);
    const panel = screen.getByRole("tabpanel", { name: "Data" });
    expect(panel.textContent).toBe("Contract data");
    expect(tabs[0]?.getAttribute("aria-controls")).toBe(panel.id);
  });

  it("moves and selects with arrows, wraps, skips disabled tabs, and Home/End", async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<Tabs label="Contract" items={items} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Data" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Invoices" }));
    expect(screen.getByRole("tab", { name: "Invoices" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Invoice list");
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Consumption" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Data" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Consumption" }));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Data" }));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Consumption" }));
    expect(onValueChange).toHaveBeenLastCalledWith("consumption");
    // Tab leaves the tab list for a panel (one tab stop). happy-dom does not skip [hidden]
    // panels the way browsers do, so only the role is checked here.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute("role")).toBe("tabpanel");
  });

  it("with manual activation, arrows move focus and Enter selects", async () => {
    renderWithI18n(<Tabs label="Contract" items={items} activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Data" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("tab", { name: "Invoices" }).getAttribute("aria-selected")).toBe("true");
  });
});
