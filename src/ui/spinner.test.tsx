import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./skeleton";
import { Spinner } from "./spinner";
import { renderWithI18n } from "./test-i18n";

describe("Spinner and Skeleton", () => {
  it("announces a translated loading label", () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });

  it("takes the caller's label, or is decorative", () => {
    const { container } = renderWithI18n(
      <>
        <Spinner label="Loading invoices" />
        <Spinner decorative />
      </>,
    );
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual(["Loading invoices"]);
    expect(container.querySelectorAll('[aria-hidden="true"].ov-spinner')).toHaveLength(1);
  });

  it("renders skeleton lines hidden from assistive technology", () => {
    const { container } = renderWithI18n(<Skeleton lines={3} />);
    const group = container.querySelector(".ov-skeleton-group");
    expect(group?.getAttribute("aria-hidden")).toBe("true");
    expect(group?.querySelectorAll(".ov-skeleton")).toHaveLength(3);
  });
});
