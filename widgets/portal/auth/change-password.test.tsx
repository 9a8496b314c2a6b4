import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../../demo/sandbox/sandbox";
import { openPortalAt } from "../../../test/portal-helpers";
import type { RenderedWidget } from "../../../test/render-widget";
import "../index";

// spec §2 "Change password", §5 "Password change", calls §7.2 PUT user/password and §8.2.
type Screen = RenderedWidget["screen"];

beforeEach(() => history.replaceState(null, "", "/"));
afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

/** The must-change-password customer (23456789D / Canvia1!), signed in, at /canvi-de-clau. */
async function open() {
  const widget = await openPortalAt("/canvi-de-clau", { customer: "23456789D" });
  await widget.screen.findByRole("heading", { name: "Change password" });
  return widget;
}

const input = (screen: Screen, label: RegExp) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const current = (screen: Screen) => input(screen, /^Current password/);
const fresh = (screen: Screen) => input(screen, /^New password/);
const repeat = (screen: Screen) => input(screen, /^Repeat the new password/);

/** The error said at a field (the text its aria-describedby points to), or null. */
function errorAt(field: HTMLInputElement): string | null {
  const id = (field.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((field.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

/** The checklist as "rule: met|not met", as a screen reader hears it. */
function checklist(screen: Screen): string[] {
  const list = screen.getByRole("list", { name: "Rules of the new password" });
  return [...list.querySelectorAll("li")].map((item) => item.textContent ?? "");
}

const submit = (screen: Screen) => screen.getByRole("button", { name: "Change password" });
const changePasswordCalls = (widget: RenderedWidget) => widget.sandbox.requests.filter((r) => r.path === "user/password");

describe("change password screen", () => {
  it("flips the live checklist of four rules as the new password is typed, in words", async () => {
    const { screen } = await open();
    expect(checklist(screen)).toEqual([
      "A lowercase letter(not met)",
      "An uppercase letter(not met)",
      "A digit(not met)",
      "A symbol (for example ! or %)(not met)",
    ]);
    const user = userEvent.setup();
    await user.type(fresh(screen), "a");
    expect(checklist(screen)).toEqual([
      "A lowercase letter(met)",
      "An uppercase letter(not met)",
      "A digit(not met)",
      "A symbol (for example ! or %)(not met)",
    ]);
    await user.type(fresh(screen), "B7%");
    expect(checklist(screen).every((item) => item.endsWith("(met)"))).toBe(true);
    // Nothing is said at the fields before the first submit.
    expect(errorAt(fresh(screen))).toBeNull();
  });

  it("shows errors after the first submit, then live, and sends nothing while invalid", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(submit(screen));
    expect(errorAt(current(screen))).toBe("This field is required");
    expect(errorAt(fresh(screen))).toBe("This field is required");
    expect(errorAt(repeat(screen))).toBe("This field is required");
    // Focus goes to the first field in error.
    expect((widget.host.shadowRoot as ShadowRoot).activeElement).toBe(current(screen));

    await user.type(current(screen), "abc");
    expect(errorAt(current(screen))).toBe("At least 6 characters");
    await user.type(current(screen), "def");
    expect(errorAt(current(screen))).toBeNull();

    await user.type(fresh(screen), "Ab1!");
    expect(errorAt(fresh(screen))).toBe("At least 6 characters");
    await user.type(fresh(screen), "cd");
    expect(errorAt(fresh(screen))).toBeNull();
    await user.type(fresh(screen), "{Backspace}{Backspace}{Backspace}{Backspace}1x");
    // "Ab1x" + … : no symbol left → not valid.
    expect(fresh(screen).value).toBe("Ab1x");
    await user.type(fresh(screen), "yz");
    expect(errorAt(fresh(screen))).toBe("The password is not valid: it needs every rule of the list.");

    await user.type(fresh(screen), "!");
    await user.type(repeat(screen), "Ab1xyz?");
    expect(errorAt(repeat(screen))).toBe("The new password and its confirmation do not match.");
    expect(changePasswordCalls(widget)).toEqual([]);
  });

  it("says a wrong current password (403) at the current field, keeps what was typed, and clears it on edit", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await user.type(current(screen), "Wrong1!");
    await user.type(fresh(screen), "Nova12!");
    await user.type(repeat(screen), "Nova12!");
    await user.click(submit(screen));
    await waitFor(() => expect(errorAt(current(screen))).toBe("The current password is not correct."));
    expect(current(screen).getAttribute("aria-invalid")).toBe("true");
    expect((widget.host.shadowRoot as ShadowRoot).activeElement).toBe(current(screen));
    expect([current(screen).value, fresh(screen).value, repeat(screen).value]).toEqual(["Wrong1!", "Nova12!", "Nova12!"]);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(current(screen), "x");
    expect(errorAt(current(screen))).toBeNull();
  });

  it("changes the password: sends current and new, stores the new token and goes on", async () => {
    const widget = await open();
    const { screen } = widget;
    const before = widget.runtime.session.getState().token;
    const user = userEvent.setup();
    await user.type(current(screen), "Canvia1!");
    await user.type(fresh(screen), "Nova12!");
    await user.type(repeat(screen), "Nova12!");
    await user.click(submit(screen));
    // Home of the sample settings is the invoices page.
    await screen.findByRole("heading", { name: "Invoices" });
    expect(changePasswordCalls(widget).at(-1)).toMatchObject({ method: "PUT", body: { current: "Canvia1!", password: "Nova12!" } });
    const after = widget.runtime.session.getState().token;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(widget.runtime.session.getState().status).toBe("authenticated");
  });

  it("shows and hides each password with a real toggle button", async () => {
    const { screen } = await open();
    const toggle = screen.getByRole("button", { name: "Show the new password" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(fresh(screen).type).toBe("password");
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(fresh(screen).type).toBe("text");
    expect(current(screen).type).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show the current password" }));
    expect(current(screen).type).toBe("text");
    await user.click(toggle);
    expect(fresh(screen).type).toBe("password");
    screen.getByRole("button", { name: "Show the repeated password" });
  });

  it("on a failed call shows the catalogue message with a retry, and nothing typed is lost", async () => {
    const widget = await open();
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    await user.type(current(screen), "Canvia1!");
    await user.type(fresh(screen), "Nova12!");
    await user.type(repeat(screen), "Nova12!");
    sandbox.setScenario("error500");
    await user.click(submit(screen));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong on our side. Please try again.");
    expect([current(screen).value, fresh(screen).value, repeat(screen).value]).toEqual(["Canvia1!", "Nova12!", "Nova12!"]);
    sandbox.setScenario("normal");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Invoices" });
  });

  it("says a password the server refuses (status ERROR password_invalid) at the new field; another ERROR is a failure", async () => {
    // The form and the sandbox apply the same rules, so the sandbox never refuses what the form sends:
    // its answer to this one call is replaced by the documented ERROR shapes (calls §7.2).
    const sandbox = createSandbox({ seed: 7 });
    const answers = [{ status: "ERROR", message: "password_invalid" }, { status: "ERROR" }];
    const real = sandbox.fetch;
    sandbox.fetch = async (input, init) => {
      const answer = String(input instanceof Request ? input.url : input).includes("user/password") ? answers.shift() : undefined;
      return answer ? new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } }) : real(input, init);
    };
    const { screen } = await openPortalAt("/canvi-de-clau", { sandbox, customer: "23456789D" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/, { selector: "input" }), "Canvia1!");
    await user.type(fresh(screen), "Nova12!");
    await user.type(repeat(screen), "Nova12!");
    await user.click(submit(screen));
    await waitFor(() => expect(errorAt(fresh(screen))).toBe("The password is not valid: it needs every rule of the list."));
    await user.click(submit(screen));
    expect((await screen.findByRole("alert")).textContent).toContain("The password could not be changed. Please try again.");
    expect(screen.queryByRole("heading", { name: "Invoices" })).toBeNull();
  });

  it("cancel goes back home", async () => {
    const { screen } = await open();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    await screen.findByRole("heading", { name: "Invoices" });
  });
});
