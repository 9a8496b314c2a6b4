import { act, fireEvent, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import { SIGNUP_DRAFT_DELAY_MS, SIGNUP_DRAFT_KEY } from "../../../src/domain/portal/signup";
import { renderWidget, type RenderedWidget } from "../../../test/render-widget";
import "../index";

// spec §2 "Sign-up (activation)", §3 "Sign-up draft", §5 "Sign-up", §9; calls §7.2 signup/confirm, §8.2.
type Screen = RenderedWidget["screen"];

beforeEach(() => {
  history.replaceState(null, "", "/");
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
  sessionStorage.clear();
});

/** A visitor at /registre; the sandbox's settings enable sign-up and its phone field. */
async function open(setup: (sandbox: Sandbox) => void = () => undefined, sandbox = createSandbox({ seed: 7 })) {
  setup(sandbox);
  history.replaceState(null, "", "/#/registre");
  const widget = await renderWidget(`<ov-portal routing="hash"></ov-portal>`, { sandbox });
  await widget.screen.findByRole("heading", { name: "Sign up to the online office" });
  return widget;
}

const field = (screen: Screen, label: RegExp) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const accept = (screen: Screen) => screen.getByRole("checkbox") as HTMLInputElement;

function errorAt(input: HTMLInputElement): string | null {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

async function fill(
  user: UserEvent,
  screen: Screen,
  values: { nif?: string; contract?: string; email?: string; email2?: string; phone?: string },
) {
  const { nif = "39740191D", contract = "0104521", email = "nou@example.com", email2 = email, phone = "612345678" } = values;
  await user.type(field(screen, /^Tax id/), nif);
  await user.type(field(screen, /^Contract number/), contract);
  await user.type(field(screen, /^Email/), email);
  await user.type(field(screen, /^Repeat the email/), email2);
  await user.type(field(screen, /^Mobile phone/), phone);
  await user.click(accept(screen));
}

const signUp = (screen: Screen) => screen.getByRole("button", { name: "Sign up" });
const signupCalls = (widget: RenderedWidget) => widget.sandbox.requests.filter((r) => r.path === "signup/confirm");

describe("sign-up screen", () => {
  it("signs up: sends the body of calls §7.2 (no ES prefix, both acceptances from the one box, +34 phone) and shows the server body", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    expect(field(screen, /^Mobile phone/).value).toBe("+34");
    await fill(user, screen, { nif: "es39740191d" });
    await user.click(signUp(screen));
    await screen.findByRole("heading", { name: "Sign-up requested" });
    // The server's body (sanitised; happy-dom shows it as text, Chromium as HTML: see the browser test).
    screen.getByText(/Almost done/);
    expect(signupCalls(widget).at(-1)?.body).toEqual({
      nif: "39740191D",
      contract: "0104521",
      email: "nou@example.com",
      email2: "nou@example.com",
      accept_conditions: true,
      accept_gdpr: true,
      phone: "+34612345678",
    });
    // The draft is cleared on success.
    expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it("lists the server's render errors under a cannot-sign-up alert and keeps the form", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await fill(user, screen, { contract: "0000000" });
    await user.click(signUp(screen));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You cannot sign up");
    expect([...alert.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "We cannot find a contract with this number and this holder",
    ]);
    expect(field(screen, /^Contract number/).value).toBe("0000000");
    expect(accept(screen).checked).toBe(true);
  });

  it("checks the fields after the first submit: required, tax id, equal emails, phone, acceptance", async () => {
    const widget = await open();
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(signUp(screen));
    expect(errorAt(field(screen, /^Tax id/))).toBe("This field is required");
    expect(errorAt(field(screen, /^Contract number/))).toBe("This field is required");
    expect(errorAt(field(screen, /^Email/))).toBe("This field is required");
    expect(errorAt(field(screen, /^Mobile phone/))).toBe("This field is required");
    expect(errorAt(accept(screen))).toBe("Accept the conditions and the data protection policy to sign up.");

    await user.type(field(screen, /^Tax id/), "12345678A");
    expect(errorAt(field(screen, /^Tax id/))).toBe("Document not valid");
    await user.type(field(screen, /^Email/), "nou@example.com");
    await user.type(field(screen, /^Repeat the email/), "altre@example.com");
    expect(errorAt(field(screen, /^Repeat the email/))).toBe("The two emails are not the same.");
    await user.type(field(screen, /^Mobile phone/), "512345678");
    expect(errorAt(field(screen, /^Mobile phone/))).toBe("Phone number not valid");
    expect(signupCalls(widget)).toEqual([]);
  });

  it("asks for the invoice number and the CUPS end only when the settings say so, and sends them", async () => {
    const widget = await open((sandbox) =>
      sandbox.setSettingsOverride({ signUp: { phoneField: false, invoiceNumberField: true, cupsQuestion: true } }),
    );
    const { screen } = widget;
    expect(screen.queryByLabelText(/^Mobile phone/)).toBeNull();
    const user = userEvent.setup();
    await user.click(signUp(screen));
    expect(errorAt(field(screen, /^Number of one of your invoices/))).toBe("This field is required");
    expect(errorAt(field(screen, /^Last 6 characters of the CUPS/))).toBe("This field is required");
    await user.type(field(screen, /^Last 6 characters of the CUPS/), "78R");
    expect(errorAt(field(screen, /^Last 6 characters of the CUPS/))).toBe("Write the last 6 letters and digits of the CUPS.");
    await user.type(field(screen, /^Last 6 characters of the CUPS/), "s0f");
    await user.type(field(screen, /^Number of one of your invoices/), "F2025-0001");
    await user.type(field(screen, /^Tax id/), "39740191D");
    await user.type(field(screen, /^Contract number/), "0104521");
    await user.type(field(screen, /^Email/), "nou@example.com");
    await user.type(field(screen, /^Repeat the email/), "nou@example.com");
    await user.click(accept(screen));
    await user.click(signUp(screen));
    await screen.findByRole("heading", { name: "Sign-up requested" });
    expect(signupCalls(widget).at(-1)?.body).toMatchObject({ invoiceNumber: "F2025-0001", cups: "78RS0F" });
    expect(signupCalls(widget).at(-1)?.body).not.toHaveProperty("phone");
  });

  it("on a failed call says 'error when signing up' with the catalogue message and a retry; nothing is lost", async () => {
    const widget = await open();
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    await fill(user, screen, {});
    sandbox.setScenario("down");
    await user.click(signUp(screen));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("An error occurred when signing up");
    expect(alert.textContent).toContain("The service cannot be reached. Check your connection and try again.");
    expect(field(screen, /^Tax id/).value).toBe("39740191D");
    sandbox.setScenario("normal");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Sign-up requested" });
  });

  it("never links a javascript: address from the settings: its words stay, without a link (issue 36, hostile answers)", async () => {
    const { screen } = await open((sandbox) =>
      sandbox.setSettingsOverride({ links: { conditions: "javascript:alert(1)", gdpr: "https://partner.example/gdpr" } }),
    );
    // The data protection link is the sign the settings answer has been applied.
    const gdpr = await screen.findByRole("link", { name: "data protection policy" });
    expect(gdpr.getAttribute("href")).toBe("https://partner.example/gdpr");
    expect(screen.queryByRole("link", { name: "conditions of the online office" })).toBeNull();
    screen.getByText(/conditions of the online office/);
    expect(document.querySelector('[href^="javascript"]')).toBeNull();
  });

  it("links the conditions and data protection, shows the Signup blocks, and goes back to login by a real link", async () => {
    const { screen } = await open();
    const conditions = screen.getByRole("link", { name: "conditions of the online office" });
    const gdpr = screen.getByRole("link", { name: "data protection policy" });
    expect(conditions.getAttribute("href")).toMatch(/^https?:\/\//);
    expect(gdpr.getAttribute("href")).toMatch(/^https?:\/\//);
    await screen.findByText(/The contract number is printed at the top of any invoice\./);
    const back = screen.getByRole("link", { name: "Back to log in" });
    expect(back.getAttribute("href")).toBe(`${location.origin}/#/acces`); // a real address in hash routing too;
    await userEvent.setup().click(back);
    await screen.findByRole("heading", { name: "Log in to your online office" });
  });

  it("keeps a draft: saved 1 s after the last change, restored when the screen opens again", async () => {
    const first = await open();
    const user = userEvent.setup();
    await user.type(field(first.screen, /^Tax id/), "39740191D");
    await user.type(field(first.screen, /^Email/), "nou@example.com");
    await user.click(accept(first.screen));
    await waitFor(() => expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toContain("nou@example.com"), { timeout: 3000 });
    document.body.innerHTML = "";

    const second = await open();
    expect(field(second.screen, /^Tax id/).value).toBe("39740191D");
    expect(field(second.screen, /^Email/).value).toBe("nou@example.com");
    expect(field(second.screen, /^Mobile phone/).value).toBe("+34");
    expect(accept(second.screen).checked).toBe(true);
  });

  it("saves the draft only once 1 s has passed since the last change (debounce)", async () => {
    const { screen } = await open();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const nif = field(screen, /^Tax id/);
    // Typing fires "input" events, which React's onChange hears.
    act(() => void fireEvent.input(nif, { target: { value: "3974" } }));
    act(() => void vi.advanceTimersByTime(SIGNUP_DRAFT_DELAY_MS - 1));
    expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    // A change restarts the wait.
    act(() => void fireEvent.input(nif, { target: { value: "39740191D" } }));
    act(() => void vi.advanceTimersByTime(SIGNUP_DRAFT_DELAY_MS - 1));
    expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_DRAFT_KEY) ?? "{}")).toMatchObject({ nif: "39740191D", phone: "+34" });
  });
});
