import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../../demo/sandbox/sandbox";
import { renderWidget, type RenderedWidget } from "../../../test/render-widget";
import "../index";

// spec §2 "Password recovery", §4 (form, submitting, sent), §5; calls §7.2 user/reset/ and §8.2 (400 per-field errors).
type Screen = RenderedWidget["screen"];

beforeEach(() => history.replaceState(null, "", "/"));
afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

async function open() {
  history.replaceState(null, "", "/#/recordar-clau");
  const widget = await renderWidget(`<ov-portal routing="hash"></ov-portal>`);
  await widget.screen.findByRole("heading", { name: "Password recovery" });
  return widget;
}

const nif = (screen: Screen) => screen.getByLabelText(/^Tax id/, { selector: "input" }) as HTMLInputElement;
const email = (screen: Screen) => screen.getByLabelText(/^Email/, { selector: "input" }) as HTMLInputElement;
const send = (screen: Screen) => screen.getByRole("button", { name: "Send" });
const resetCalls = (widget: RenderedWidget) => widget.sandbox.requests.filter((r) => r.path === "user/reset/");

function errorAt(input: HTMLInputElement): string | null {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

describe("password recovery screen", () => {
  it("requires the tax id and a valid email after the first submit, and sends nothing until then", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(send(screen));
    expect(errorAt(nif(screen))).toBe("This field is required");
    expect(errorAt(email(screen))).toBe("This field is required");
    await user.type(email(screen), "marta.puig@");
    expect(errorAt(email(screen))).toBe("Email not valid");
    await user.type(nif(screen), "47281936P");
    expect(errorAt(nif(screen))).toBeNull();
    expect(resetCalls(widget)).toEqual([]);
  });

  it("shows the 400 per-field errors at their fields, keeps the values and clears an error when its field changes", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await user.type(nif(screen), "39740191D");
    await user.type(email(screen), "nou@example.com");
    await user.click(send(screen));
    await waitFor(() => expect(errorAt(nif(screen))).toBe("There is no user with this document"));
    expect(nif(screen).getAttribute("aria-invalid")).toBe("true");
    expect((widget.host.shadowRoot as ShadowRoot).activeElement).toBe(nif(screen));
    expect(email(screen).value).toBe("nou@example.com");

    await user.type(nif(screen), "{Backspace}".repeat(9) + "47281936P");
    expect(errorAt(nif(screen))).toBeNull();
    await user.click(send(screen));
    await waitFor(() => expect(errorAt(email(screen))).toBe("This email does not belong to the user"));
    expect(errorAt(nif(screen))).toBeNull();
    expect(screen.queryByRole("heading", { name: "Check your email" })).toBeNull();
  });

  it("sends tax id and email, then confirms with a button to log in", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await user.type(nif(screen), "47281936p");
    await user.type(email(screen), "marta.puig@example.com");
    await user.click(send(screen));
    const heading = await screen.findByRole("heading", { name: "Check your email" });
    expect((widget.host.shadowRoot as ShadowRoot).activeElement).toBe(heading);
    expect(resetCalls(widget).at(-1)).toMatchObject({ method: "POST", body: { nif: "47281936P", email: "marta.puig@example.com" } });
    await user.click(screen.getByRole("button", { name: "Go to log in" }));
    await screen.findByRole("heading", { name: "Log in to your online office" });
  });

  it("on a failed call shows the catalogue message and a retry that sends again", async () => {
    const widget = await open();
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    await user.type(nif(screen), "47281936P");
    await user.type(email(screen), "marta.puig@example.com");
    sandbox.setScenario("down");
    await user.click(send(screen));
    expect((await screen.findByRole("alert")).textContent).toContain("The service cannot be reached. Check your connection and try again.");
    expect(nif(screen).value).toBe("47281936P");
    sandbox.setScenario("normal");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Check your email" });
  });

  it("says a 400 error of no field of the form at the top, as the server wrote it", async () => {
    // The sandbox only answers errors of nif and email: this one answer is replaced (calls §8.2 "per-field errors").
    const sandbox = createSandbox({ seed: 7 });
    const real = sandbox.fetch;
    sandbox.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).includes("user/reset/")
        ? new Response(JSON.stringify({ errors: { non_field_errors: ["Too many requests for this user today"] } }), {
            status: 400,
            headers: { "content-type": "application/json" },
          })
        : real(input, init);
    history.replaceState(null, "", "/#/recordar-clau");
    const { screen } = await renderWidget(`<ov-portal routing="hash"></ov-portal>`, { sandbox });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Tax id/, { selector: "input" }), "47281936P");
    await user.type(email(screen), "marta.puig@example.com");
    await user.click(send(screen));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many requests for this user today");
    expect(errorAt(nif(screen))).toBeNull();
  });

  it("has a real link back to log in", async () => {
    const { screen } = await open();
    const back = screen.getByRole("link", { name: "Back to log in" });
    expect(back.getAttribute("href")).toBe(`${location.origin}/#/acces`); // a real address in hash routing too;
    await userEvent.setup().click(back);
    await screen.findByRole("heading", { name: "Log in to your online office" });
  });
});
