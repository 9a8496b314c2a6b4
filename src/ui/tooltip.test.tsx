import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tooltip } from "./tooltip";
import { renderWithI18n } from "./test-i18n";

function Example() {
  return (
    <Tooltip content="Power in kilowatts">
      {(props) => (
        <button type="button" {...props}>
          Help
        </button>
      )}
    </Tooltip>
  );
}

describe("Tooltip", () => {
  it("describes its trigger and shows on keyboard focus", async () => {
    renderWithI18n(<Example />);
    const trigger = screen.getByRole("button", { name: "Help" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    await userEvent.tab();
    const tooltip = screen.getByRole("tooltip");
    expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(tooltip.textContent).toBe("Power in kilowatts");
  });

  it("closes with Escape and keeps focus on the trigger", async () => {
    renderWithI18n(<Example />);
    await userEvent.tab();
    screen.getByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Help" }));
  });

  it("shows on hover and Escape dismisses it even without focus", async () => {
    renderWithI18n(<Example />);
    await userEvent.hover(screen.getByRole("button", { name: "Help" }));
    screen.getByRole("tooltip");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
