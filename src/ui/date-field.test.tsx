import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DateField } from "./date-field";
import { renderWithI18n } from "./test-i18n";

describe("DateField", () => {
  it("is a labelled native date input with min, max and error", () => {
    let node: HTMLInputElement | null = null;
    renderWithI18n(
      <DateField label="Start date" min="2026-01-01" max="2026-12-31" error="End before start" ref={(el) => void (node = el)} />,
    );
    const input = screen.getByLabelText("Start date") as HTMLInputElement;
    expect(node).toBe(input);
    expect(input.type).toBe("date");
    expect(input.min).toBe("2026-01-01");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("End before start");
  });

  it("is a date input from the first render, empty or not", () => {
    renderWithI18n(
      <>
        <DateField label="From" value="" onChange={() => {}} />
        <DateField label="To" value="2026-03-01" onChange={() => {}} />
      </>,
    );
    const from = screen.getByLabelText("From") as HTMLInputElement;
    const to = screen.getByLabelText("To") as HTMLInputElement;
    expect([from.type, to.type, from.value, to.value]).toEqual(["date", "date", "", "2026-03-01"]);
  });
});
