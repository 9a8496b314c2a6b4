import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { contractsTable } from "../../../../demo/sandbox/domains/contracts";
import { createSandbox, type Sandbox } from "../../../../demo/sandbox/sandbox";
import { freshPortalPageEachTest, openPortalAt } from "../../../../test/portal-helpers";
import type { RenderedWidget } from "../../../../test/render-widget";
import { defaultSettings } from "../../../../src/runtime/default-settings";
import type { Contract } from "../../../../src/api/contracts";
import { CONTRACT_DIALOGS, type ContractDialogName } from "./registry";
import "../../index";

// spec §2 Contract detail dialogs, §4 per-contract form states and SIPS, §5 rules, §6 read-only, §9 fees
// and watts; calls §7.4 and §8.2. Each dialog is opened as a customer opens it: signed in to the portal,
// on the contract's detail, with the change's button among its Changes.
type Screen = RenderedWidget["screen"];

freshPortalPageEachTest();

/** The Changes buttons that open each dialog (their labels in widgets/portal/contracts/contracts.texts.ts). */
const CHANGE: Record<"en" | "es", Partial<Record<ContractDialogName, string>>> = {
  en: {
    powChange: "Change the power",
    ibanChange: "Change the bank account",
    notifAddrChange: "Change the notification address",
    noCesionSips: "Opt out of sharing my metering data",
    cadastralChange: "Change the cadastral reference",
    invoiceDelivery: "Change how I get my invoices",
    doubleTariff: "Choose the double tariff period",
    happyHours: "Choose my happy hours",
    happyDay: "Choose my happy day",
  },
  es: { powChange: "Cambiar la potencia" },
};

/** The detail's loads of a contract: the catalogue's list searched by its name (src/api/contracts.ts getContract). */
const detailLoads = (sandbox: Sandbox, name: string) =>
  sandbox.requests.filter((r) => r.method === "GET" && r.path === "contracts/" && r.query.filter === name).length;

/** Opens a contract's detail signed in as `customer` (the household unless told). */
async function openDetail(contract: string, options: { customer?: string; sandbox?: Sandbox; lang?: "en" | "es"; type?: "gas" } = {}) {
  const sandbox = options.sandbox ?? createSandbox({ seed: 7 });
  const kind = options.type === "gas" ? "gas" : "electricitat";
  const widget = await openPortalAt(`/contractes/${kind}/${contract}`, {
    customer: options.customer ?? "household",
    sandbox,
    lang: options.lang,
  });
  return widget;
}

/**
 * The control that opens a dialog, once the detail shows it: the Change beside its value in the
 * summary, or, for a change without a value there, the entry of the summary's More actions menu, opened
 * (issue 39 item 4).
 */
async function changeButton(widget: RenderedWidget, dialog: ContractDialogName, lang: "en" | "es" = "en") {
  const name = CHANGE[lang][dialog];
  const summary = await widget.screen.findByRole(
    "region",
    { name: lang === "es" ? "Resumen del contrato" : "Contract summary" },
    { timeout: 15_000 },
  );
  const beside = within(summary).queryByRole("button", { name });
  if (beside) return beside;
  const more = within(summary).getByRole("button", { name: lang === "es" ? "Más acciones" : "More actions" });
  if (more.getAttribute("aria-expanded") !== "true") await userEvent.setup().click(more);
  return within(summary).getByRole("menuitem", { name });
}

/**
 * Opens a dialog from the contract's detail: its Changes button pressed.
 * @returns the portal, with `changed()`: the dialog has closed and the detail loaded its contract again
 *   (what a change does, widgets/portal/contracts/change-buttons.tsx useContractDialogs)
 */
async function openDialog(
  dialog: ContractDialogName,
  contract: string,
  options: { customer?: string; sandbox?: Sandbox; lang?: "en" | "es"; type?: "gas" } = {},
) {
  const widget = await openDetail(contract, options);
  await userEvent.setup().click(await changeButton(widget, dialog, options.lang));
  const opened = await widget.screen.findByRole("dialog", {}, { timeout: 5_000 });
  const loads = detailLoads(widget.sandbox, contract);
  /** The change done: the detail asked for the contract again since the dialog opened. */
  const reloaded = () => detailLoads(widget.sandbox, contract) > loads;
  /** The change done and the dialog closed. */
  const changed = () =>
    waitFor(() => {
      expect(widget.screen.queryByRole("dialog")).toBeNull();
      expect(reloaded()).toBe(true);
    });
  // The dialog's own queries: the detail behind it has buttons, radios and tables of its own.
  return { ...widget, portal: widget.screen, screen: within(opened), reloaded, changed };
}

/** The reason a disabled control gives (its tooltip, named by aria-describedby). */
function reasonOf(control: HTMLElement): string | null {
  const id = (control.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-tooltip"));
  return id ? ((control.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

const field = (screen: Screen, label: RegExp) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;

/** The error said at a field (the text its aria-describedby points to), or null. */
function errorAt(input: HTMLElement): string | null {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

const calls = (widget: { sandbox: Sandbox }, path: string, method = "POST") =>
  widget.sandbox.requests.filter((request) => request.path === path && request.method === method);

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
    expect(screen.getByText(/We have sent you an email to finish it/).textContent).toMatch(/email/);
    const [sent] = calls(widget, "contracts/0104521/power/");
    expect(sent?.body).toMatchObject({ power_p1: 5750, power_p2: 5750, phone_num: "612345678", phone_pre: "+34" });
    // The change is told to the detail (it loads the contract again) while the result stays on show.
    await waitFor(() => expect(widget.reloaded()).toBe(true));
    expect(screen.getByText("Digital signature started").textContent).toBe("Digital signature started");
    // The footer's Close (the header's close button has the same name).
    await user.click(screen.getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await widget.changed();
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
    for (const [period, kw] of [
      ["P3", "19"],
      ["P4", "20"],
      ["P5", "20"],
      ["P6", "25"],
    ] as const) {
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

  // A customer meets these two at the detail: the change's button is off with its reason, and no dialog opens.
  it("is off with the process note when atr_available is false (contract 0201007)", async () => {
    const widget = await openDetail("0201007", { customer: "business" });
    const change = await changeButton(widget, "powChange");
    expect(change.getAttribute("aria-disabled")).toBe("true");
    expect(reasonOf(change)).toBe("A process is in progress on this supply: this change will be available when it ends.");
    await userEvent.setup().click(change);
    // The change buttons answer (another change opens) before the power's is said to open nothing.
    await userEvent.setup().click(await changeButton(widget, "ibanChange"));
    const opened = await widget.screen.findByRole("dialog", {}, { timeout: 5_000 });
    within(opened).getByRole("button", { name: "Change the account" });
    expect(widget.screen.getAllByRole("dialog")).toHaveLength(1);
    expect(widget.screen.queryByRole("button", { name: "Request the change" })).toBeNull();
  });

  it("is off for a read-only session with the spec's tooltip (spec §6)", async () => {
    const widget = await openDetail("0104521", { customer: "readonly" });
    const change = await changeButton(widget, "powChange");
    expect(change.getAttribute("aria-disabled")).toBe("true");
    expect(reasonOf(change)).toBe("This action cannot be performed in a read-only session.");
  });
});

describe("IBAN change dialog", SLOW, () => {
  it("changes to a new IBAN pasted with dashes, with the owner's confirmation and a document (spec §5)", async () => {
    // The sandbox's flags have attachmentOnIbanChange on (the sample configuration).
    const widget = await openDialog("ibanChange", "0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "A new account" }));
    await user.type(field(screen, /^IBAN/), "ES91-2100-0418-4502-0005-1332");
    await user.click(screen.getByRole("button", { name: "Change the account" }));
    await waitFor(() => expect(errorAt(field(screen, /^I am the holder/))).toBe("Confirm that you hold this bank account"));
    expect(screen.getByText("Attach at least one document").textContent).toBe("Attach at least one document");
    expect(calls(widget, "contracts/0104521/iban/")).toHaveLength(0);
    await user.click(field(screen, /^I am the holder/));
    const upload = widget.host.shadowRoot?.querySelector("input[type=file]") as HTMLInputElement;
    await user.upload(upload, new File(["%PDF-1.4"], "titularitat.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Change the account" }));
    await screen.findByText("Digital signature started");
    const [sent] = calls(widget, "contracts/0104521/iban/");
    expect(sent?.version).toBe(1);
    // With a file the body goes as multipart form data.
    expect(sent?.body).toMatchObject({ already_registered: "false", iban: "ES9121000418450200051332", owner_is_bank_owner: "true" });
  });

  it("offers the customer's other accounts, not the contract's own, and sends v2 for gas", async () => {
    const widget = await openDialog("ibanChange", "0104522", { type: "gas" });
    widget.runtime.settings.setState((state) => ({ flags: { ...(state.flags ?? {}), attachmentOnIbanChange: false } }));
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "One of my accounts" }));
    const current = (screen.getByText(/Current account:/).textContent ?? "").replace("Current account: ", "");
    const list = screen.getByRole("radiogroup", { name: /Your accounts/ });
    const accounts = within(list).getAllByRole("radio");
    expect(accounts.length).toBeGreaterThan(0);
    // spec §5 "the list excludes the current account".
    expect(current).toMatch(/^ES\d\d /);
    expect(within(list).queryByRole("radio", { name: current })).toBeNull();
    await user.click(accounts[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Change the account" }));
    await screen.findByText("Digital signature started");
    const [sent] = calls(widget, "contracts/0104522/iban/");
    expect(sent?.version).toBe(2);
    expect(sent?.body).toMatchObject({ already_registered: true });
  });

  it("says iban_change_none when the customer has no other account (business)", async () => {
    const widget = await openDialog("ibanChange", "0201001", { customer: "business" });
    await widget.screen.findByText("You have no other bank account registered. Enter the IBAN of the new account.");
    expect(widget.screen.queryByRole("radio", { name: "One of my accounts" })).toBeNull();
    // The new account's field is the way left, empty and ready.
    expect(field(widget.screen, /^IBAN/).value).toBe("");
  });

  it("asks no document when the flags do not name attachmentOnIbanChange (a demand needs an explicit true)", async () => {
    const widget = await openDialog("ibanChange", "0104521");
    widget.runtime.settings.setState((state) => {
      const { attachmentOnIbanChange: _dropped, ...flags } = state.flags ?? {};
      return { flags };
    });
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "A new account" }));
    await user.type(field(screen, /^IBAN/), "ES91 2100 0418 4502 0005 1332");
    await user.click(field(screen, /^I am the holder/));
    await user.click(screen.getByRole("button", { name: "Change the account" }));
    await screen.findByText("Digital signature started");
    expect(screen.queryByText("Attach at least one document")).toBeNull();
    expect(calls(widget, "contracts/0104521/iban/")).toHaveLength(1);
  });

  it("asks for a document when attachmentOnIbanChange is on and rejects an invalid IBAN at the field", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const widget = await openDialog("ibanChange", "0104521", { sandbox });
    widget.runtime.settings.setState((state) => ({ flags: { ...(state.flags ?? {}), attachmentOnIbanChange: true } }));
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "A new account" }));
    await user.type(field(screen, /^IBAN/), "ES91 2100 0418 4502 0005 1333");
    await user.click(field(screen, /^I am the holder/));
    await user.click(screen.getByRole("button", { name: "Change the account" }));
    await waitFor(() => expect(errorAt(field(screen, /^IBAN/))).toBe("IBAN not valid"));
    expect(screen.getByText("Attach at least one document").textContent).toBe("Attach at least one document");
    expect(calls(widget, "contracts/0104521/iban/")).toHaveLength(0);
  });
});

describe("cadastral reference dialog", SLOW, () => {
  it("must differ from the current reference; a new one is sent upper-cased and the dialog closes", async () => {
    const widget = await openDialog("cadastralChange", "0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    const current = (screen.getByText(/Current reference:/).textContent ?? "").replace("Current reference: ", "");
    await user.type(field(screen, /^New cadastral reference/), current.toLowerCase());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorAt(field(screen, /^New cadastral reference/))).toBe("It is the current cadastral reference"));
    await user.type(field(screen, /^New cadastral reference/), "{Control>}a{/Control}{Backspace}12-3");
    await waitFor(() => expect(errorAt(field(screen, /^New cadastral reference/))).toBe("Only letters and digits"));
    await user.type(field(screen, /^New cadastral reference/), "{Control>}a{/Control}{Backspace}9872023 vh5797s");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await widget.changed();
    expect(calls(widget, "contracts/0104521/ref_catastral/", "PUT")[0]?.body).toEqual({ ref_catastral: "9872023VH5797S" });
  });

  it("shows the failure with a retry and keeps what was typed", async () => {
    const widget = await openDialog("cadastralChange", "0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.type(field(screen, /^New cadastral reference/), "ABC123");
    widget.sandbox.setScenario("error500");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Something went wrong on our side. Please try again.");
    expect(field(screen, /^New cadastral reference/).value).toBe("ABC123");
    widget.sandbox.setScenario("normal");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await widget.changed();
    expect(calls(widget, "contracts/0104521/ref_catastral/", "PUT").map((call) => call.body)).toEqual([
      { ref_catastral: "ABC123" },
      { ref_catastral: "ABC123" },
    ]);
  });
});

describe("invoice delivery dialog", SLOW, () => {
  it("switches to postal delivery and closes", async () => {
    const widget = await openDialog("invoiceDelivery", "0104521");
    const user = userEvent.setup();
    expect((widget.screen.getByRole("radio", { name: "By email" }) as HTMLInputElement).checked).toBe(true);
    await user.click(widget.screen.getByRole("radio", { name: "By post" }));
    await user.click(widget.screen.getByRole("button", { name: "Save" }));
    await widget.changed();
    expect(calls(widget, "contracts/0104521/")[0]?.body).toEqual({ invoice_online: "postal" });
  });

  it("says that a closed contract cannot be modified and keeps its button off", async () => {
    const widget = await openDetail("0096310");
    const change = await changeButton(widget, "invoiceDelivery");
    expect(change.getAttribute("aria-disabled")).toBe("true");
    expect(reasonOf(change)).toBe("This contract is disabled and cannot be modified.");
  });
});

describe("no-SIPS-cession dialog", SLOW, () => {
  it("requests the no-cession of an unactive contract and shows the signature started", async () => {
    const widget = await openDialog("noCesionSips", "0104521");
    const user = userEvent.setup();
    expect(widget.screen.getByText(/^Now:/).textContent).toBe("Now: your data can be shared.");
    await user.click(widget.screen.getByRole("button", { name: "Request the no-cession" }));
    await widget.screen.findByText("Digital signature started");
    expect(calls(widget, "contracts/0104521/no_cession_sips/")[0]?.body).toEqual({ noCessionSelection: "actual" });
  });

  it("reverts to unactive on error with the first noCessionSelection message (calls §8.2)", async () => {
    const widget = await openDialog("noCesionSips", "0104521");
    const user = userEvent.setup();
    // Another tab requested it meanwhile: the server answers 400 on noCessionSelection.
    await widget.sandbox.fetch(
      new Request("http://sandbox.local/api/v1/contracts/0104521/no_cession_sips/", {
        method: "POST",
        headers: { authorization: `Bearer ${widget.sandbox.tokenFor("household")}`, "content-type": "application/json" },
        body: JSON.stringify({ noCessionSelection: "actual" }),
      }),
    );
    // ... and signed it there: a request without a pending signature, which the server refuses again.
    contractsTable(widget.sandbox.db).contracts.find((row) => row.name === "0104521")!.no_cession_sips.waiting_for_signature = false;
    await user.click(widget.screen.getByRole("button", { name: "Request the no-cession" }));
    const failure = await widget.screen.findByRole("alert");
    expect(failure.textContent).toMatch(/\S/);
    expect(failure.textContent).not.toContain("Some data is not valid");
    expect(widget.screen.getByText(/^Now:/).textContent).toBe("Now: your data can be shared.");
  });

  it("is read-only when active, and a request in progress blocks another", async () => {
    const active = await openDialog("noCesionSips", "0118734");
    expect(active.screen.getByText(/^Active:/).textContent).toBe("Active: your data is not shared.");
    expect(active.screen.getByRole("button", { name: "Request the no-cession" }).getAttribute("aria-disabled")).toBe("true");
    document.body.innerHTML = "";
    const requested = await openDialog("noCesionSips", "0201006", { customer: "business" });
    expect(requested.screen.getByText(/^Requested:/).textContent).toBe("Requested: your request is being processed.");
    expect(requested.screen.getByRole("button", { name: "Request the no-cession" }).getAttribute("aria-disabled")).toBe("true");
    // spec §4: "requested without pending signature disables the button"; with one, it may be sent again.
    document.body.innerHTML = "";
    const sandbox = createSandbox({ seed: 7 });
    contractsTable(sandbox.db).contracts.find((row) => row.name === "0104521")!.no_cession_sips = {
      state: "requested",
      waiting_for_signature: true,
    };
    const awaiting = await openDialog("noCesionSips", "0104521", { sandbox });
    expect(awaiting.screen.getByText(/a digital signature is in progress/).textContent).toMatch(/^Requested/);
    const again = awaiting.screen.getByRole("button", { name: "Request the no-cession" });
    expect(again.getAttribute("aria-disabled")).not.toBe("true");
    await userEvent.setup().click(again);
    await awaiting.screen.findByText("Digital signature started");
    expect(calls(awaiting, "contracts/0104521/no_cession_sips/")).toHaveLength(1);
  });
});

describe("notification address dialog", SLOW, () => {
  it("uses one of the customer's addresses", async () => {
    const widget = await openDialog("notifAddrChange", "0104521");
    const user = userEvent.setup();
    await user.click(await widget.screen.findByRole("radio", { name: "One of my addresses" }));
    await user.click(widget.screen.getByRole("radio", { name: /Carrer de Mallorca/ }));
    await user.click(widget.screen.getByRole("button", { name: "Save" }));
    await widget.changed();
    expect(calls(widget, "contracts/0104521/notification/", "PUT")[0]?.body).toMatchObject({ addressId: expect.anything() });
  });

  it("says change_address_no_data and captures a new address with the postal-code lookup (business)", async () => {
    const widget = await openDialog("notifAddrChange", "0201001", { customer: "business" });
    const { screen } = widget;
    const user = userEvent.setup();
    await screen.findByText("You have no other address registered. Enter the new address.");
    await user.type(field(screen, /^Name/), "Obrador");
    await user.type(field(screen, /^Postal code/), "08013");
    // spec §9 "zip lookup 700 ms", then "a single matching locality is auto-selected" and the province.
    await waitFor(() => expect((screen.getByLabelText(/^Locality/, { selector: "select" }) as HTMLSelectElement).value).not.toBe(""), {
      timeout: 3_000,
    });
    await waitFor(() => expect(field(screen, /^Province/).value).toBe("Barcelona"));
    expect(field(screen, /^Province/).readOnly).toBe(true);
    await waitFor(() => expect((screen.getByLabelText(/^Street type/, { selector: "select" }) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(screen.getByLabelText(/^Street type/, { selector: "select" }), "CL");
    await user.type(field(screen, /^Street name/), "Provença");
    await user.type(field(screen, /^Number/), "1234567890");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorAt(field(screen, /^Number/))).toBe("At most 9 characters"));
    await user.type(field(screen, /^Number/), "{Control>}a{/Control}{Backspace}12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await widget.changed();
    const [sent] = calls(widget, "contracts/0201001/notification/");
    expect(sent?.body).toMatchObject({ address: { name: "Obrador", dp: "08013", tv: "CL", nv: "Provença", pnp: "12", state: "08" } });
  });
});

describe("customisation dialogs", SLOW, () => {
  it("chooses happy hours among the available ones, the current one preselected", async () => {
    const widget = await openDialog("happyHours", "0104521");
    const user = userEvent.setup();
    const current = await widget.screen.findByRole("radio", { name: "14:00 – 17:00" });
    await waitFor(() => expect((current as HTMLInputElement).checked).toBe(true));
    await user.click(widget.screen.getByRole("radio", { name: "12:00 – 15:00" }));
    await user.click(widget.screen.getByRole("button", { name: "Save" }));
    await widget.changed();
    expect(calls(widget, "contract/4100/happy-hours/", "PUT")[0]?.body).toEqual({ startHour: 12, endHour: 15 });
  });

  it("shows the generic message on any failure (calls §8.2)", async () => {
    const widget = await openDialog("happyDay", "0104521");
    const user = userEvent.setup();
    const days = await widget.screen.findAllByRole("radio");
    await user.click(days[0] as HTMLElement);
    widget.sandbox.setScenario("error500");
    await user.click(widget.screen.getByRole("button", { name: "Save" }));
    await widget.screen.findByText("This operation cannot be done right now. Please try again later.");
  });

  it("offers the double tariff periods", async () => {
    const widget = await openDialog("doubleTariff", "0104521");
    expect((await widget.screen.findAllByRole("radio")).length).toBe(4);
  });
});

// spec §3 settings and feature flags, §9 electricity powers: which dialogs a contract offers.
describe("the registry's gates", () => {
  const DEFAULT_SETTINGS = defaultSettings();
  const electricity = { noCessionSips: { state: "unactive", awaitingSignature: false } } as Contract;
  const gas = { noCessionSips: null } as Contract;
  it("offers power and the customisations to electricity only, by their settings", () => {
    const on = { ...DEFAULT_SETTINGS, contracts: { ...DEFAULT_SETTINGS.contracts, customizeHappyHours: true } };
    expect(CONTRACT_DIALOGS.powChange?.available?.(electricity, "electricity", DEFAULT_SETTINGS)).toBe(true);
    expect(CONTRACT_DIALOGS.powChange?.available?.(gas, "gas", DEFAULT_SETTINGS)).toBe(false);
    expect(CONTRACT_DIALOGS.happyHours?.available?.(electricity, "electricity", DEFAULT_SETTINGS)).toBe(false);
    expect(CONTRACT_DIALOGS.happyHours?.available?.(electricity, "electricity", on)).toBe(true);
    expect(CONTRACT_DIALOGS.happyHours?.available?.(gas, "gas", on)).toBe(false);
  });
  it("gates IBAN and cadastral by their settings and SIPS by the contract's state", () => {
    const off = {
      ...DEFAULT_SETTINGS,
      contracts: { ...DEFAULT_SETTINGS.contracts, ibanChange: { enabled: false }, refCatastral: { enabled: true, modify: false } },
    };
    expect(CONTRACT_DIALOGS.ibanChange?.available?.(gas, "gas", DEFAULT_SETTINGS)).toBe(true);
    expect(CONTRACT_DIALOGS.ibanChange?.available?.(gas, "gas", off)).toBe(false);
    expect(CONTRACT_DIALOGS.cadastralChange?.available?.(gas, "gas", off)).toBe(false);
    expect(CONTRACT_DIALOGS.noCesionSips?.available?.(electricity, "electricity", DEFAULT_SETTINGS)).toBe(true);
    expect(CONTRACT_DIALOGS.noCesionSips?.available?.(gas, "gas", DEFAULT_SETTINGS)).toBe(false);
    expect(CONTRACT_DIALOGS.powChange?.feature).toBe("powerChange");
    expect(CONTRACT_DIALOGS.notifAddrChange?.feature).toBe("notificacionAddressChange");
    expect(CONTRACT_DIALOGS.invoiceDelivery?.feature).toBe("modifyInvoiceOnline");
    expect(CONTRACT_DIALOGS.noCesionSips?.feature).toBe("noCesionSips");
  });
});
