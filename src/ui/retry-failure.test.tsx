import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import { RetryFailure } from "./retry-failure";
import { renderWithI18n } from "./test-i18n";

describe("RetryFailure", () => {
  it("shows the catalogue's message of the error, retries, and takes the focus when it appears", async () => {
    const retry = vi.fn();
    renderWithI18n(
      <RetryFailure
        title="The list of companies could not be loaded."
        error={new ApiError({ status: 0, code: "network" })}
        retry={{ label: "Try again", onClick: retry }}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The list of companies could not be loaded.");
    expect(alert.textContent).toContain("The service cannot be reached. Check your connection and try again.");
    expect(document.activeElement).toBe(alert.parentElement);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows the caller's message instead, and no button without a retry", () => {
    renderWithI18n(<RetryFailure error="refused">We cannot offer you a contract online</RetryFailure>);
    expect(screen.getByRole("alert").textContent).toContain("We cannot offer you a contract online");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a background failure does not pull the visitor out of the field being typed in", async () => {
    const { rerender } = renderWithI18n(
      <div>
        <input aria-label="CUPS" />
      </div>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "CUPS" }), "ES00");
    rerender(
      <div>
        <input aria-label="CUPS" />
        <RetryFailure focus="idle" error={new ApiError({ status: 500, code: "server" })} />
      </div>,
    );
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "CUPS" }));
  });

  it("a new failure takes the focus again", () => {
    const first = new ApiError({ status: 500, code: "server" });
    const { rerender } = renderWithI18n(<RetryFailure error={first} />);
    const wrapper = screen.getByRole("alert").parentElement;
    wrapper?.blur();
    expect(document.activeElement).not.toBe(wrapper);
    rerender(<RetryFailure error={new ApiError({ status: 500, code: "server" })} />);
    expect(document.activeElement).toBe(wrapper);
  });
});
