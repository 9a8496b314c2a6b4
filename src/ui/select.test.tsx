import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Select } from "./select";
import { renderWithI18n } from "./test-i18n";

describe("Select", () => {
  const options = [
    { value: "2.0TD", label: "2.0TD" },
    { value: "3.0TD", label: "3.0TD" },
  ];

  it("is a labelled native select with a placeholder option", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Select label="Tariff" placeholder="Choose a tariff" options={options} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Tariff" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a tariff", "2.0TD", "3.0TD"]);
    await userEvent.selectOptions(select, "3.0TD");
    expect(select.value).toBe("3.0TD");
    expect(onChange).toHaveBeenCalled();
  });

  it("shows the error and keeps the choice", async () => {
    const { rerender } = renderWithI18n(<Select label="Tariff" options={options} />);
    const select = screen.getByRole("combobox", { name: "Tariff" }) as HTMLSelectElement;
    await userEvent.selectOptions(select, "3.0TD");
    rerender(<Select label="Tariff" options={options} error="Not available" />);
    expect(select.value).toBe("3.0TD");
    expect(select.getAttribute("aria-invalid")).toBe("true");
  });
});
