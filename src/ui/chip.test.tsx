import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Chip, chipClassName } from "./chip";
import { renderWithI18n } from "./test-i18n";

describe("Chip", () => {
  it("shows a status as text", () => {
    renderWithI18n(<Chip tone="warning">Pending</Chip>);
    expect(screen.getByText("Pending").className).toContain("ov-chip--warning");
  });

  it("toggles with aria-pressed", async () => {
    const onPressedChange = vi.fn();
    renderWithI18n(
      <Chip variant="toggle" pressed={false} onPressedChange={onPressedChange}>
        Unpaid
      </Chip>,
    );
    const chip = screen.getByRole("button", { name: "Unpaid" });
    expect(chip.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(chip);
    expect(onPressedChange).toHaveBeenCalledWith(true);
  });

  it("has a remove button named after the chip", async () => {
    const onDelete = vi.fn();
    renderWithI18n(
      <Chip variant="delete" onDelete={onDelete}>
        2025
      </Chip>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove 2025" }));
    expect(onDelete).toHaveBeenCalled();
  });

  it("gives a list's plain chips the same classes as the component", () => {
    renderWithI18n(<Chip tone="success">Paid</Chip>);
    expect(chipClassName("success")).toBe(screen.getByText("Paid").className);
    expect(chipClassName()).toBe("ov-chip ov-chip--neutral");
  });
});
