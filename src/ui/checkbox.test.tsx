import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { renderWithI18n } from "./test-i18n";

describe("Checkbox", () => {
  it("toggles from its label and describes its error", async () => {
    let node: HTMLInputElement | null = null;
    renderWithI18n(<Checkbox label="I accept the conditions" required error="You must accept" ref={(el) => void (node = el)} />);
    const box = screen.getByRole("checkbox", { name: /I accept the conditions/ }) as HTMLInputElement;
    expect(node).toBe(box);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-required")).toBe("true");
    await userEvent.click(screen.getByText("I accept the conditions"));
    expect(box.checked).toBe(true);
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("You must accept");
  });
});
