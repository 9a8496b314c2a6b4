import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/errors";
import { renderWithI18n } from "../../ui/test-i18n";
import { LeadContactForm, leadRequestBody, type LeadContactValues } from "./lead-contact-form";

async function fill(user = userEvent.setup(), overrides: { telephone?: string; email?: string } = {}) {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Marta");
  await user.type(screen.getByRole("textbox", { name: /^First surname/ }), "Puig");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), overrides.email ?? "marta@example.com");
  const phone = screen.getByRole("textbox", { name: /^Phone/ });
  await user.clear(phone);
  await user.type(phone, overrides.telephone ?? "+34 612 345 678");
  await user.click(screen.getByRole("radio", { name: "13-15h" }));
  await user.click(screen.getByRole("checkbox", { name: /I accept/ }));
  return user;
}

describe("LeadContactForm (spec §5 lead contact form)", () => {
  it("shows every rule at its field after the first submit and sends nothing", async () => {
    const onSend = vi.fn();
    renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    for (const name of [/^Name/, /^First surname/, /^Email/]) {
      expect(screen.getByRole("textbox", { name }).getAttribute("aria-invalid")).toBe("true");
    }
    expect(screen.getByRole("radiogroup", { name: /When can we call you/ }).getAttribute("aria-invalid")).toBe("true");
    screen.getByText("Accept the privacy policy to be contacted");
    // The default "+34 " is not a phone: too short, with the limit in the message.
    expect(screen.getByRole("textbox", { name: /^Phone/ }).getAttribute("aria-invalid")).toBe("true");
    screen.getByText("At least 4 characters");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("refuses an invalid email and phone with their messages", async () => {
    const onSend = vi.fn();
    renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} />);
    await fill(undefined, { email: "marta@", telephone: "+34 12345" });
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    screen.getByText("Email not valid");
    screen.getByText("Phone number not valid");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the telephone without +34 and the chosen slot", async () => {
    const onSend = vi.fn(async (_values: LeadContactValues) => {});
    renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({
      name: "Marta",
      surname1: "Puig",
      surname2: "",
      email: "marta@example.com",
      telephone: "612345678",
      contactHours: "13-15h",
      consent: true,
      invoice: null,
    });
  });

  it("sends one lead for a double click, and aborts it when the form goes away", async () => {
    const signals: AbortSignal[] = [];
    const onSend = vi.fn((_values: LeadContactValues, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>(() => {});
    });
    const onSendingChange = vi.fn();
    const { unmount } = renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} onSendingChange={onSendingChange} />);
    const user = await fill();
    await user.dblClick(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSendingChange).toHaveBeenLastCalledWith(true));
    expect(onSend).toHaveBeenCalledTimes(1);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    expect(onSendingChange).toHaveBeenLastCalledWith(false);
  });

  it("needs the invoice when required", async () => {
    const onSend = vi.fn(async () => {});
    renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} invoiceRequired />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Attach your last invoice");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows 'Invoice sending failed.' with a retry that sends again, keeping the fields", async () => {
    let calls = 0;
    const onSend = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ status: 400, code: "validation", serverMessage: "lead_send_failed" });
    });
    renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Invoice sending failed.");
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("Marta");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText("Invoice sending failed.")).toBeNull());
  });

  it("shows the catalogue message when the service cannot be reached, and the caller's text otherwise", async () => {
    const onSend = vi.fn(async () => {
      throw new ApiError({ status: 0, code: "network" });
    });
    const { unmount } = renderWithI18n(<LeadContactForm ariaLabel="Contact" onSend={onSend} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText(/The service cannot be reached/);
    unmount();

    renderWithI18n(
      <LeadContactForm
        ariaLabel="Contact"
        onSend={async () => {
          throw new ApiError({ status: 400, code: "validation", serverMessage: "No s'ha pogut enviar" });
        }}
        describeFailure={(error) => (error instanceof ApiError ? error.serverMessage : null)}
      />,
    );
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("No s'ha pogut enviar");
  });
});

describe("leadRequestBody", () => {
  const values: LeadContactValues = {
    name: "Marta",
    surname1: "Puig",
    surname2: "",
    email: "m@example.com",
    telephone: "612345678",
    contactHours: "9-13h",
    consent: true,
    invoice: null,
  };

  it("is JSON without a file, with the caller's fields", () => {
    expect(leadRequestBody(values, { cups: "ES0021000000000000RC", mode: "manual" })).toEqual({
      cups: "ES0021000000000000RC",
      mode: "manual",
      name: "Marta",
      surname1: "Puig",
      surname2: "",
      email: "m@example.com",
      telephone: "612345678",
      contactHours: "9-13h",
      consent: true,
    });
  });

  it("is FormData with the invoice file and objects as JSON text", () => {
    const invoice = new File(["%PDF"], "factura.pdf", { type: "application/pdf" });
    const body = leadRequestBody({ ...values, invoice }, { data: { optimalPower: 4.6 } });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get("data")).toBe('{"optimalPower":4.6}');
    expect(form.get("consent")).toBe("true");
    expect((form.get("invoice") as File).name).toBe("factura.pdf");
  });
});
