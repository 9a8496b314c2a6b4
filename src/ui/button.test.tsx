import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { renderWithI18n } from "./test-i18n";

describe("Button", () => {
  it("is a native button that does not submit by default", async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("while loading keeps focus, sets aria-busy and ignores clicks and submits", async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    renderWithI18n(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit" loading onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    button.focus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it("is natively disabled without a reason", () => {
    renderWithI18n(<Button disabled>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
  });

  it("explains why it is disabled in a tooltip shown on focus (spec §6 read-only token)", async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button disabled disabledReason="This action cannot be performed" onClick={onClick}>
        Change power
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Change power" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    // The tooltip's code loads on demand (button.tsx); the reason describes the button from the first render.
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe("This action cannot be performed");
    expect(screen.queryByRole("tooltip")).toBeNull();
    // Focused before the tooltip's code has arrived: it shows once it has, on the same, still focused button.
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("This action cannot be performed");
    expect(button.getAttribute("aria-describedby")).toContain(tooltip.id);
    expect(screen.getByRole("button", { name: "Change power" })).toBe(button);
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // Once loaded it behaves as any tooltip: Escape hides it and focus stays.
    button.focus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("forwards refs and native props", () => {
    let node: HTMLButtonElement | null = null;
    renderWithI18n(
      <Button ref={(el) => void (node = el)} variant="danger" size="small" name="delete" value="1">
        Delete
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(node).toBe(button);
    expect(button.getAttribute("part")).toBe("button");
    expect(button.className).toContain("ov-button--danger");
    expect(button.getAttribute("name")).toBe("delete");
  });
});
