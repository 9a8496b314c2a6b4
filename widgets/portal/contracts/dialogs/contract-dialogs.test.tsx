import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSandbox, type Sandbox } from "../../../../demo/sandbox/sandbox";
import { renderWidget, type RenderedWidget } from "../../../../test/render-widget";
import { DEFAULT_SETTINGS } from "../../../../src/runtime/default-settings";
import type { Contract } from "../../../../src/api/contracts";
import { CONTRACT_DIALOGS } from "./registry";
import "../../../../test/browser/fixtures/contract-dialogs";

// spec §2 Contract detail dialogs, §4 per-contract form states and SIPS, §5 rules, §6 read-only, §9 fees
// and watts; calls §7.4 and §8.2. Each dialog is opened by the test tag of
// test/browser/fixtures/contract-dialogs.tsx, the way the detail opens it, against the sandbox.
type Screen = RenderedWidget["screen"];

beforeEach(() => history.replaceState(null, "", "/"));
afterEach(() => {
  document.body.innerHTML = "";
});

async function openDialog(dialog: string, contract: string, options: { customer?: string; sandbox?: Sandbox; lang?: string } = {}) {
  const sandbox = options.sandbox ?? createSandbox({ seed: 7 });
  const widget = await renderWidget(`<ov-test-contract-dialog dialog="${dialog}" contract="${contract}"></ov-test-contract-dialog>`, {
    sandbox,
    lang: options.lang,
    token: sandbox.tokenFor(options.customer ?? "household"),
  });
  await widget.screen.findByRole("dialog", {}, { timeout: 5_000 });
  return widget;
}

const field = (screen: Screen, label: RegExp) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;

/** The error said at a field (the text its aria-describedby points to), or null. */
function errorAt(input: HTMLElement): string | null {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

const calls = (widget: RenderedWidget, path: string, method = "POST") =>
  widget.sandbox.requests.filter((request) => request.path === path && request.method === method);
const harnessState = (screen: Screen) => screen.getByTestId("harness-state").textContent;

// Typing into fields of a shadow root is slow in jsdom on a shared machine.
const SLOW = { timeout: 30_000 };

describe("power change dialog", SLOW, () => {
  it("shows the fees before sending and sends the powers in watts with the phone split (spec §9)", async () => {
    const widget = await openDialog("powChange", "0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    expect(screen.getByText(/Current powers:/).textContent).toMatch(/P1 4\.6\skW, P2 4\.6\skW/);
    await user.type(field(screen, /^Power of period P1/), "5.75");
    await user.type(field(screen, /^Power of period P2/), "5.75");
    // The highest power rises: the extension right's question is asked; unanswered counts as "not held".
    const fees = screen.getByRole("table", { name: "Fees of this change (VAT not included)" });
    expect(fees.textContent).toContain("Connection right€9.04");
    expect(fees.textContent).toContain("Access right€22.66");
    expect(fees.textContent).toContain("Extension right€19.86");
    expect(fees.textContent).toContain("Total, plus VAT€51.56");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(fees.textContent).toContain("Extension right€0.00");
    expect(fees.textContent).toContain("Total, plus VAT€31.70");

    await user.click(screen.getByRole("button", { name: "Request the change" }));
    await screen.findByText("Digital signature started");
    expect(screen.getByText(/We have sent you an email to finish it/)).toBeTruthy();
    const [sent] = calls(widget, "contracts/0104521/power/");
    expect(sent?.body).toMatchObject({ power_p1: 5750, power_p2: 5750, phone_num: "612345678", phone_pre: "+34" });
    expect(harnessState(screen)).toBe("open changes:1");
    // The footer's Close (the header's close button has the same name).
    await user.click(screen.getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    expect(harnessState(screen)).toBe("closed changes:1");
  });

  it("reads the decimal comma in Spanish", async () => {
    const widget = await openDialog("powChange", "0104521", { lang: "es" });
    const user = userEvent.setup();
    await user.type(field(widget.screen, /^Potencia del periodo P1/), "3,451");
    await user.type(field(widget.screen, /^Potencia del periodo P2/), "3,45");
    await user.click(widget.screen.getByRole("button", { name: "Solicitar el cambio" }));
    await widget.screen.findByText("Se ha iniciado la firma digital");
    expect(calls(widget, "contracts/0104521/power/")[0]?.body).toMatchObject({ power_p1: 3451, power_p2: 3450 });
  });

  it("refuses the current powers and sends nothing (power_same_error_modification_close)", async () => {
    const widget = await openDialog("powChange", "0104521");
    const user = userEvent.setup();
    await user.type(field(widget.screen, /^Power of period P1/), "4.6");
    await user.type(field(widget.screen, /^Power of period P2/), "4.600");
    await user.click(widget.screen.getByRole("button", { name: "Request the change" }));
    await waitFor(() =>
      expect(errorAt(field(widget.screen, /^Power of period P1/))).toBe(
        "The requested powers are the same as the current ones. Change at least one period.",
      ),
    );
    expect(calls(widget, "contracts/0104521/power/")).toHaveLength(0);
  });

  it("asks six periods above 15 kW, each not lower than the previous, and sends six watts values", async () => {
    const widget = await openDialog("powChange", "0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Power of period P3/)).toBeNull();
    await user.type(field(screen, /^Power of period P1/), "20");
    await user.type(field(screen, /^Power of period P2/), "20");
    for (const [period, kw] of [["P3", "19"], ["P4", "20"], ["P5", "20"], ["P6", "25"]] as const) {
      await user.type(field(screen, new RegExp(`^Power of period ${period}`)), kw);
    }
    await user.click(screen.getByRole("radio", { name: "No" }));
    // 4.6 → 25 kW: 20.4 kW added; 1970 × 20.4 = 40188 cents; 1727 × 20.4 = 35230.8 → 35231.
    expect(screen.getByRole("table").textContent).toContain("Total, plus VAT€763.23");
    await user.click(screen.getByRole("button", { name: "Request the change" }));
    await waitFor(() => expect(errorAt(field(screen, /^Power of period P3/))).toBe("Must be at least the power of the previous period"));
    await user.type(field(screen, /^Power of period P3/), "{Control>}a{/Control}{Backspace}20");
    await user.click(screen.getByRole("button", { name: "Request the change" }));
    await screen.findByText("Digital signature started");
    expect(calls(widget, "contracts/0104521/power/")[0]?.body).toMatchObject({
      power_p1: 20000,
      power_p2: 20000,
      power_p3: 20000,
      power_p4: 20000,
      power_p5: 20000,
      power_p6: 25000,
    });
  });

  it("says the 406 in words and keeps what was typed; a double click sends once", async () => {
    const widget = await openDialog("powChange", "0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.type(field(screen, /^Power of period P1/), "9");
    await user.type(field(screen, /^Power of period P2/), "60");
    for (const period of ["P3", "P4", "P5", "P6"]) await user.type(field(screen, new RegExp(`^Power of period ${period}`)), "60");
    await user.click(screen.getByRole("radio", { name: "No" }));
    const send = screen.getByRole("button", { name: "Request the change" });
    // A slow answer: the second click lands while the first request runs.
    widget.sandbox.setScenario("slow");
    await user.dblClick(send);
    await user.keyboard("{Enter}");
    await screen.findByText(/The requested power is not available for this supply point/, {}, { timeout: 6_000 });
    expect(calls(widget, "contracts/0104521/power/")).toHaveLength(1);
    expect(field(screen, /^Power of period P2/).value).toBe("60");
  });

  it("validates P1, P2 and the phone at their fields", async () => {
    const widget = await openDialog("powChange", "0104521");
    const user = userEvent.setup();
    await user.type(field(widget.screen, /^Contact phone/), "{Control>}a{/Control}{Backspace}");
    await user.type(field(widget.screen, /^Power of period P1/), "0.5");
    await user.click(widget.screen.getByRole("button", { name: "Request the change" }));
    await waitFor(() => expect(errorAt(field(widget.screen, /^Power of period P1/))).toBe("At least 1 kW"));
    expect(errorAt(field(widget.screen, /^Power of period P2/))).toBe("This field is required");
    expect(errorAt(field(widget.screen, /^Contact phone/))).toBe("This field is required");
  });

  it("is disabled with the process note when atr_available is false (contract 0201007)", async () => {
    const widget = await openDialog("powChange", "0201007", { customer: "business" });
    const send = widget.screen.getByRole("button", { name: "Request the change" });
    expect(send.getAttribute("aria-disabled") ?? String((send as HTMLButtonElement).disabled)).toBe("true");
    expect(widget.host.shadowRoot?.textContent).toContain("A process is in progress on this contract");
  });

  it("is disabled for a read-only session with the spec's tooltip (spec §6)", async () => {
    const widget = await openDialog("powChange", "0104521", { customer: "readonly" });
    const send = widget.screen.getByRole("button", { name: "Request the change" });
    expect(send.getAttribute("aria-disabled") ?? String((send as HTMLButtonElement).disabled)).toBe("true");
    expect(widget.host.shadowRoot?.textContent).toContain("This action cannot be performed in a read-only session.");
  });
});
