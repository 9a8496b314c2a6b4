import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./switch";
import { renderWithI18n } from "./test-i18n";

describe("Switch", () => {
  it("is a button with role switch that toggles aria-checked", async () => {
    const onCheckedChange = vi.fn();
    renderWithI18n(<Switch label="Battery discount" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole("switch", { name: "Battery discount" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    await userEvent.click(control);
    expect(control.getAttribute("aria-checked")).toBe("true");
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    control.focus();
    await userEvent.keyboard(" ");
    expect(control.getAttribute("aria-checked")).toBe("false");
  });

  it("stays focusable with a read-only reason and does not toggle", async () => {
    const onCheckedChange = vi.fn();
    renderWithI18n(
      <Switch label="Battery discount" checked disabled disabledReason="Read-only session" onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole("switch", { name: "Battery discount" });
    await userEvent.tab();
    expect(document.activeElement).toBe(control);
    // The tooltip's code loads on demand (ReasonTooltip, button.tsx): it shows once it has arrived.
    expect((await screen.findByRole("tooltip")).textContent).toBe("Read-only session");
    await userEvent.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(control.getAttribute("aria-checked")).toBe("true");
  });
});
