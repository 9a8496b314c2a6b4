import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Alert } from "./alert";
import { renderWithI18n } from "./test-i18n";

describe("Alert", () => {
  it("uses role alert for errors, with an action", async () => {
    const retry = vi.fn();
    renderWithI18n(
      <Alert tone="error" action={{ label: "Retry", onClick: retry }}>
        The service is not available
      </Alert>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Error:");
    expect(alert.textContent).toContain("The service is not available");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalled();
  });

  it("uses role status for the other tones and can be dismissed", async () => {
    const onDismiss = vi.fn();
    renderWithI18n(
      <Alert tone="success" title="Saved" onDismiss={onDismiss}>
        Your changes were saved
      </Alert>,
    );
    expect(screen.getByRole("status").textContent).toContain("Success:");
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
