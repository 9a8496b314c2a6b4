import { fireEvent, screen, waitFor } from "@testing-library/react";
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

  it("starts empty as a text box while the page has no date input, then turns into one after the first frame, or at once when focused", async () => {
    renderWithI18n(
      <>
        <DateField label="From" value="" onChange={() => {}} />
        <DateField label="To" value="" onChange={() => {}} />
      </>,
    );
    const from = screen.getByLabelText("From") as HTMLInputElement;
    const to = screen.getByLabelText("To") as HTMLInputElement;
    expect([from.type, to.type]).toEqual(["text", "text"]);
    // Focused first: a date input before any key can reach it, while the other is still a text box.
    fireEvent.focus(from);
    expect([from.type, to.type]).toEqual(["date", "text"]);
    // The other one after its first frames.
    await waitFor(() => expect(to.type).toBe("date"));
    // From then on the page has one: a new empty field is a date input from the start.
    const later = renderWithI18n(<DateField label="Later" value="" onChange={() => {}} />);
    expect(later.container.querySelector("input")?.type).toBe("date");
  });
});
