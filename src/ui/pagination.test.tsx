import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PAGE_SIZE_OPTIONS } from "../domain/limits";
import { pageRange, pageSizeChoices, Pagination } from "./pagination";
import { renderWithI18n } from "./test-i18n";

describe("pagination rules (spec §9)", () => {
  it("computes start, end and the buttons", () => {
    expect(pageRange({ offset: 0, limit: 10 }, 25)).toEqual({ start: 1, end: 10, hasBack: false, hasNext: true });
    expect(pageRange({ offset: 20, limit: 10 }, 25)).toEqual({ start: 21, end: 25, hasBack: true, hasNext: false });
    expect(pageRange({ offset: 0, limit: 10 }, 0)).toEqual({ start: 0, end: 0, hasBack: false, hasNext: false });
  });

  it("offers 5, 10, 12, 25, 50, 100, 150 plus the configured size", () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 12, 25, 50, 100, 150]);
    expect(pageSizeChoices(PAGE_SIZE_OPTIONS, 20)).toEqual([5, 10, 12, 20, 25, 50, 100, 150]);
    expect(pageSizeChoices(PAGE_SIZE_OPTIONS, 100)).toEqual([5, 10, 12, 25, 50, 100, 150]);
  });
});

describe("Pagination", () => {
  it("shows 'start to end of total' and moves with Back and Next", async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithI18n(<Pagination offset={0} limit={10} total={25} onChange={onChange} />);
    screen.getByRole("navigation", { name: "Pagination" });
    screen.getByText("1 to 10 of 25");
    const back = screen.getByRole("button", { name: "Back" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(back.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("aria-disabled")).toBeNull();
    await userEvent.click(back);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(next);
    expect(onChange).toHaveBeenLastCalledWith({ offset: 10, limit: 10 });

    rerender(<Pagination offset={20} limit={10} total={25} onChange={onChange} />);
    screen.getByText("21 to 25 of 25");
    expect(screen.getByRole("button", { name: "Next" }).getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 10, limit: 10 });
  });

  it("changes the page size from the start, with the configured size offered", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Pagination offset={30} limit={10} total={500} configuredPageSize={20} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Rows per page" });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      "5",
      "10",
      "12",
      "20",
      "25",
      "50",
      "100",
      "150",
    ]);
    await userEvent.selectOptions(select, "50");
    expect(onChange).toHaveBeenLastCalledWith({ offset: 0, limit: 50 });
  });

  it("formats the numbers in the active locale", () => {
    renderWithI18n(<Pagination offset={10000} limit={100} total={12345} onChange={() => {}} />, { locale: "es" });
    screen.getByText("10.001 to 10.100 of 12.345");
  });
});
