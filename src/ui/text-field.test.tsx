import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./text-field";
import { renderWithI18n } from "./test-i18n";

describe("TextField", () => {
  it("ties label, hint and error to the input", () => {
    renderWithI18n(<TextField label="Email" hint="We write to it" error="Email not valid" required />);
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["We write to it", "Email not valid"]);
    expect(screen.getByText("Email not valid").closest("[aria-live]")).not.toBeNull();
  });

  it("keeps what the user typed when an error appears", async () => {
    const { rerender } = renderWithI18n(<TextField label="CUPS" />);
    const input = screen.getByRole("textbox", { name: "CUPS" }) as HTMLInputElement;
    await userEvent.type(input, "ES123");
    rerender(<TextField label="CUPS" error="CUPS not valid" />);
    expect(input.value).toBe("ES123");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("works with react-hook-form's register", async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: "" } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextField label="Email" type="email" error={formState.errors.email?.message} {...register("email", { required: "Required" })} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithI18n(<Form />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Required");
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ email: "ana@example.com" });
  });
});
