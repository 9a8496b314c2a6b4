import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup } from "./radio-group";
import { renderWithI18n } from "./test-i18n";

const options = [
  { value: "email", label: "Email" },
  { value: "postal", label: "Post", hint: "Paper invoice at home" },
];

describe("RadioGroup", () => {
  it("is a fieldset (radiogroup) named by its legend with native radios", async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<RadioGroup label="Invoice delivery" options={options} onValueChange={onValueChange} />);
    const group = screen.getByRole("radiogroup", { name: "Invoice delivery" });
    expect(group.tagName).toBe("FIELDSET");
    await userEvent.click(screen.getByRole("radio", { name: "Post" }));
    expect(onValueChange).toHaveBeenCalledWith("postal");
    expect((screen.getByRole("radio", { name: "Post" }) as HTMLInputElement).checked).toBe(true);
    const post = screen.getByRole("radio", { name: "Post" });
    expect(document.getElementById(post.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Paper invoice at home");
  });

  it("is controlled and shows its error through the fieldset description", () => {
    renderWithI18n(<RadioGroup label="Invoice delivery" options={options} value="email" error="Choose one" />);
    expect((screen.getByRole("radio", { name: "Email" }) as HTMLInputElement).checked).toBe(true);
    const group = screen.getByRole("radiogroup", { name: "Invoice delivery" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Choose one");
  });
});
