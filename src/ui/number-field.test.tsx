import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NumberField } from "./number-field";
import { renderWithI18n } from "./test-i18n";

describe("NumberField", () => {
  it("accepts the decimal comma in Spanish and reports the number", async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<NumberField label="Power P1" unit="kW" decimals={3} onValueChange={onValueChange} />, { locale: "es" });
    const input = screen.getByRole("textbox", { name: "Power P1" }) as HTMLInputElement;
    expect(input.getAttribute("inputmode")).toBe("decimal");
    await userEvent.type(input, "3,45");
    expect(onValueChange).toHaveBeenLastCalledWith(3.45);
    expect(input.value).toBe("3,45");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe("kW");
  });

  it("rejects the comma in English with NaN", async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<NumberField label="Power" decimals={3} onValueChange={onValueChange} />, { locale: "en" });
    await userEvent.type(screen.getByRole("textbox", { name: "Power" }), "3,4");
    expect(onValueChange).toHaveBeenLastCalledWith(Number.NaN);
  });

  it("keeps an invalid value and shows the caller's error", async () => {
    const { rerender } = renderWithI18n(<NumberField label="Power" decimals={3} />, { locale: "ca" });
    const input = screen.getByRole("textbox", { name: "Power" }) as HTMLInputElement;
    await userEvent.type(input, "3,4567");
    rerender(<NumberField label="Power" decimals={3} error="At most 3 decimals" />);
    expect(input.value).toBe("3,4567");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    screen.getByText("At most 3 decimals");
  });

  it("calls the caller's onChange (react-hook-form register) and forwards the ref", async () => {
    const onChange = vi.fn();
    let node: HTMLInputElement | null = null;
    renderWithI18n(<NumberField label="Area" name="area" onChange={onChange} ref={(el) => void (node = el)} />);
    const input = screen.getByRole("textbox", { name: "Area" });
    expect(node).toBe(input);
    expect(input.getAttribute("inputmode")).toBe("numeric");
    await userEvent.type(input, "90");
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
