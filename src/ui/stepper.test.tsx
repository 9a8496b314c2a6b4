import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Stepper } from "./stepper";
import { renderWithI18n } from "./test-i18n";

const steps = [
  { id: "supply", label: "Supply" },
  { id: "holder", label: "Holder" },
  { id: "payment", label: "Payment" },
  { id: "confirm", label: "Confirmation" },
];

describe("Stepper", () => {
  it("marks the current and completed steps", () => {
    renderWithI18n(<Stepper steps={steps} current={1} />);
    const nav = screen.getByRole("navigation", { name: "Progress" });
    const items = within(nav).getAllByRole("listitem");
    expect(items[1]?.getAttribute("aria-current")).toBe("step");
    expect(items[0]?.textContent).toContain("(completed)");
    expect(within(nav).queryAllByRole("button")).toHaveLength(0);
  });

  it("lets the user go back, or forward up to maxReachable", async () => {
    const onStepSelect = vi.fn();
    renderWithI18n(<Stepper steps={steps} current={1} maxReachable={2} onStepSelect={onStepSelect} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Supply (completed)", "3Payment"]);
    await userEvent.click(screen.getByRole("button", { name: /Payment/ }));
    expect(onStepSelect).toHaveBeenCalledWith(2);
  });

  it("ignores step choices while busy", async () => {
    const onStepSelect = vi.fn();
    renderWithI18n(<Stepper steps={steps} current={2} busy onStepSelect={onStepSelect} />);
    const back = screen.getByRole("button", { name: /Supply/ });
    expect(back.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(back);
    expect(onStepSelect).not.toHaveBeenCalled();
  });

  it("has the mobile 'n / total' progress", () => {
    renderWithI18n(<Stepper steps={steps} current={1} />);
    screen.getByText("2 / 4");
    screen.getByText("Step 2 of 4");
  });
});
