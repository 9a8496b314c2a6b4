import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { TextAreaField } from "./text-area-field";
import { renderWithI18n } from "./test-i18n";

describe("TextAreaField", () => {
  it("ties label, hint and error to the text area", () => {
    renderWithI18n(<TextAreaField label="Description" hint="Since when" error="Too short" required aria-describedby="outer" />);
    const area = screen.getByRole("textbox", { name: /Description/ });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(area.getAttribute("aria-required")).toBe("true");
    const ids = (area.getAttribute("aria-describedby") ?? "").split(" ");
    expect(ids[0]).toBe("outer");
    expect(ids.slice(1).map((id) => document.getElementById(id)?.textContent)).toEqual(["Since when", "Too short"]);
    expect(screen.getByText("Too short").closest("[aria-live]")).not.toBeNull();
  });

  it("has five rows unless told, and no error state without a message", () => {
    const { rerender } = renderWithI18n(<TextAreaField label="Reply" error="" />);
    const area = screen.getByRole("textbox", { name: "Reply" });
    expect(area.getAttribute("rows")).toBe("5");
    expect(area.hasAttribute("aria-invalid")).toBe(false);
    expect(area.hasAttribute("aria-describedby")).toBe(false);
    rerender(<TextAreaField label="Reply" rows={3} />);
    expect(area.getAttribute("rows")).toBe("3");
  });

  it("keeps several lines typed when an error appears", async () => {
    const { rerender } = renderWithI18n(<TextAreaField label="Description" />);
    const area = screen.getByRole("textbox", { name: "Description" }) as HTMLTextAreaElement;
    await userEvent.type(area, "First line{enter}second");
    rerender(<TextAreaField label="Description" error="Too long" />);
    expect(area.value).toBe("First line\nsecond");
    expect(area.getAttribute("aria-invalid")).toBe("true");
  });

  it("works with react-hook-form's register", async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ description: string }>({ defaultValues: { description: "" } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextAreaField
            label="Description"
            error={formState.errors.description?.message}
            {...register("description", { required: "Required" })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithI18n(<Form />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Required");
    const area = screen.getByRole("textbox", { name: "Description" });
    expect(document.activeElement).toBe(area);
    await userEvent.type(area, "No light since Monday");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(submitted.mock.calls[0]?.[0]).toEqual({ description: "No light since Monday" }));
  });
});
