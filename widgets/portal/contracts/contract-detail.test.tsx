import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contractsTable } from "../../../demo/sandbox/domains/contracts";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import type { ContractDialogProps } from "./dialogs/registry";
import { CONTRACT_DIALOGS } from "./dialogs/registry";
import { useChangeFlow } from "./dialogs/use-change-flow";
import { freshPortalPageEachTest, goTo, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import type { RenderedWidget } from "../../../test/render-widget";
import "../index";

/** The detail's loads of a contract: the catalogue's list searched by its name (src/api/contracts.ts getContract). */
const detailLoads = (sandbox: Sandbox, name: string) =>
  sandbox.requests.filter((r) => r.method === "GET" && r.path === "contracts/" && r.query.filter === name).length;

// spec §2 "Contract detail", §4 state labels, §6 read-only; calls §7.4 (detail, PDF, notification
// field, attachments) and §8.2 (inline edit 400, attachment download failure).
freshPortalPageEachTest();

type Screen = RenderedWidget["screen"];
type Customer = "household" | "business" | "readonly";

/** Files handed to the browser (jsdom has no object URLs): the blob's size and the download name. */
const saved: { name: string; size: number }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => `blob:test/${saved.push({ name: "", size: blob.size })}`;
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const index = Number(this.href.split("/").at(-1)) - 1;
    if (saved[index]) saved[index].name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

async function openDetail(path: string, customer: Customer = "household", sandbox = createSandbox({ seed: 7 })) {
  const widget = await openPortalAt(path, { customer, sandbox });
  await widget.screen.findByRole("heading", { name: "Contract data" }, { timeout: 15_000 });
  return widget;
}

/** The value of a label of the definition lists of a card. */
function fact(card: HTMLElement, label: string): string | null {
  const term = within(card).getAllByText(label, { selector: "dt" }).at(0);
  return term?.nextElementSibling?.textContent ?? null;
}
const card = (screen: Screen, title: string) => screen.getByRole("heading", { name: title }).closest("section") as HTMLElement;
/** The summary that opens the detail (issue 39 item 4). */
const summaryOf = (screen: Screen) => screen.getByRole("region", { name: "Contract summary" });
/** The "More actions" menu, opened. */
async function openMore(screen: Screen, user = userEvent.setup()) {
  const button = within(summaryOf(screen)).getByRole("button", { name: "More actions" });
  if (button.getAttribute("aria-expanded") !== "true") await user.click(button);
  return screen.getByRole("menu", { name: "More actions" });
}
/** The names of the menu's items, the menu closed again after. */
async function moreItems(screen: Screen): Promise<string[]> {
  const user = userEvent.setup();
  const menu = await openMore(screen, user);
  const names = within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
  await user.keyboard("{Escape}");
  return names;
}
const isDisabled = (element: HTMLElement) => element.getAttribute("aria-disabled") === "true" || (element as HTMLButtonElement).disabled;

/**
 * A test-only registry entry: a change that sends nothing, through the dialogs' own flow (the real
 * dialogs are tested in dialogs/), so that what an accepted change does to the detail is the product's.
 */
function TestDialog({ contract, onClose }: ContractDialogProps) {
  const flow = useChangeFlow<void>({ send: async () => undefined, props: { onClose }, closeOnSuccess: false });
  return (
    <div role="dialog" aria-label={`Test change of ${contract.name}`}>
      <button type="button" onClick={() => void flow.submit()}>
        Changed
      </button>
      <button type="button" onClick={flow.frame.onClose}>
        Close test
      </button>
    </div>
  );
}
/** Runs with only test entries in the registry (the real dialogs are tested in dialogs/), then restores it. */
function withTestDialogs(run: () => Promise<void>) {
  return async () => {
    const real = { ...CONTRACT_DIALOGS };
    for (const name of Object.keys(CONTRACT_DIALOGS) as (keyof typeof CONTRACT_DIALOGS)[]) delete CONTRACT_DIALOGS[name];
    CONTRACT_DIALOGS.powChange = { load: () => Promise.resolve(TestDialog) };
    CONTRACT_DIALOGS.ibanChange = { load: () => Promise.resolve(TestDialog) };
    CONTRACT_DIALOGS.noCesionSips = { load: () => Promise.resolve(TestDialog) };
    // Gated off for gas: its button must not show on a gas contract.
    CONTRACT_DIALOGS.happyDay = { available: (_contract, type) => type === "electricity", load: () => Promise.resolve(TestDialog) };
    try {
      await run();
    } finally {
      for (const name of Object.keys(CONTRACT_DIALOGS) as (keyof typeof CONTRACT_DIALOGS)[]) delete CONTRACT_DIALOGS[name];
      Object.assign(CONTRACT_DIALOGS, real);
    }
  };
}

describe("contract detail", { timeout: 30_000 }, () => {
  it("shows the contract, contact and supply point cards of an electricity contract", async () => {
    const { screen } = await openDetail("/contractes/electricitat/0118734");
    screen.getByRole("heading", { name: "Contract 0118734", level: 1 });
    // Issue 39 item 4: the summary leads, the product as its heading, the state as a badge with its words.
    const summary = summaryOf(screen);
    within(summary).getByRole("heading", { name: "Llum Indexada", level: 2 });
    within(summary).getByText("Electricity · access tariff 2.0TD");
    expect(within(summary).getByText("Open").closest(".ov-chip")).not.toBeNull();
    expect(fact(summary, "Pending payments")).toMatch(/48\.73/);
    // P1 and P2 at the same power, in one line.
    expect(fact(summary, "Contracted power")).toBe("P1–P2 5.75\u00a0kW");
    // The account masked to its last four characters.
    expect(fact(summary, "Bank account")).toMatch(/^ES\d\d \u2022{4} \d{4}$/);
    expect(fact(summary, "Supply address")).toBeTruthy();
    // waiting_for_signature: ["iban"], said plainly.
    const pending = within(summary).getByRole("region", { name: "Changes under way" });
    within(pending).getByText("Waiting for your signature");
    within(pending).getByText("Bank account change");
    const data = card(screen, "Contract data");
    expect(fact(data, "Contract number")).toBe("0118734");
    expect(fact(data, "Access tariff")).toBe("2.0TD");
    const contact = card(screen, "Contact data");
    expect(fact(contact, "Email")).toBe("marta.puig@example.com");
    const supply = card(screen, "Supply point");
    expect(fact(supply, "CUPS")).toMatch(/^ES0031/);
    expect(fact(supply, "Distributor")).toBe("E-Distribución Redes Digitales, S.L.U.");
    within(supply).getByRole("link", { name: "https://www.edistribucion.com" });
    expect(fact(supply, "Distributor phone")).toBe("900 85 08 40");
    expect(within(supply).queryByText("Pressure")).toBeNull();
    // The debt leads to the contract's invoices.
    await userEvent.setup().click(within(summary).getByRole("button", { name: "See invoices" }));
    await waitFor(() => expect(location.hash).toBe("#/factures?contractType=electricity&contractName=0118734"));
  });

  it("shows the gas pressure and flow rate, and the state labels of drafts (§4)", async () => {
    const gas = await openDetail("/contractes/gas/0104522");
    const supply = card(gas.screen, "Supply point");
    expect(fact(supply, "Pressure")).toBe("0.05\u00a0bar");
    expect(fact(supply, "Flow rate")).toBe("2.50\u00a0m³/h");
    document.body.innerHTML = "";
    const signed = await openDetail("/contractes/electricitat/0201008", "business");
    within(summaryOf(signed.screen)).getByText("In process");
    document.body.innerHTML = "";
    const unsigned = await openDetail("/contractes/electricitat/0201009", "business");
    within(summaryOf(unsigned.screen)).getByText("Signature pending");
  });

  it("goes back to the list for an unknown contract", async () => {
    const widget = await openPortalAt("/contractes/electricitat/9999999", { customer: "household" });
    await widget.screen.findByRole("heading", { name: "Electricity contracts", level: 1 }, { timeout: 15_000 });
    expect(location.hash).toBe("#/contractes/electricitat");
  });

  it("switches contract with the selector and returns with Back", async () => {
    const { screen } = await openDetail("/contractes/electricitat/0104521");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Contract" }), "gas:0104522");
    await screen.findByRole("heading", { name: "Contract 0104522", level: 1 });
    expect(location.hash).toBe("#/contractes/gas/0104522");
    await user.click(screen.getByRole("button", { name: "Back to my contracts" }));
    await waitFor(() => expect(location.hash).toBe("#/contractes/gas"));
  });

  it("edits the notification email inline: the 400 error at the field, then the saved value", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit the email" }));
    const field = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
    expect(field.ownerDocument.activeElement === field || (field.getRootNode() as ShadowRoot).activeElement === field).toBe(true);
    // Replaces the whole value (user.clear checks document.activeElement, which is the host for a shadow root).
    const replace = (text: string) => user.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    await replace("not-an-email");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const errorId = (field.getAttribute("aria-describedby") ?? "").split(" ").find((id) => id.endsWith("-error")) as string;
    // A message in words at the field (the schema's email rule), not only the invalid state.
    expect((field.getRootNode() as ShadowRoot).getElementById(errorId)?.textContent).toMatch(/\w{3,}/);
    await replace("marta.nova@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fact(card(screen, "Contact data"), "Email")).toBe("marta.nova@example.com"));
    // Issue 39 item 5: the save says so.
    within(card(screen, "Contact data")).getByText("Email saved.");
    expect(widget.sandbox.requests.filter((r) => r.path === "contracts/0104521/notification/email/").map((r) => r.body)).toEqual([
      { email: "not-an-email" },
      { email: "marta.nova@example.com" },
    ]);
  });

  // The catalogue names the inline edit's fields `email` and `phone`: the address's mobile is sent as `phone`.
  it("edits the notification mobile inline through the catalogue's phone field", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit the mobile" }));
    const field = screen.getByRole("textbox", { name: "Mobile" }) as HTMLInputElement;
    await user.type(field, "699 000 111", { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    // A double click saves once (the write goes through the one mutation primitive).
    await user.dblClick(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fact(card(screen, "Contact data"), "Mobile")).toBe("699 000 111"));
    expect(
      widget.sandbox.requests.filter((r) => r.path.startsWith("contracts/0104521/notification/")).map((r) => [r.method, r.path, r.body]),
    ).toEqual([["PUT", "contracts/0104521/notification/phone/", { phone: "699 000 111" }]]);
  });

  it("sorts the attachments by name, date and size, and hides the file name under anonymization", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const row = contractsTable(sandbox.db).contracts.find((contract) => contract.name === "0201001");
    // Two categories, the first with three rows to sort.
    row?.attachments.forEach((attachment, index) => (attachment.category = index < 3 ? "contract" : "conditions"));
    const widget = await openDetail("/contractes/electricitat/0201001", "business", sandbox);
    const { screen } = widget;
    const attachments = card(screen, "Attachments");
    // Business settings: attachmentAnonymization on.
    expect(within(attachments).queryAllByRole("columnheader", { name: "File" })).toHaveLength(0);
    const tables = within(attachments).getAllByRole("table");
    expect(tables.map((table) => table.querySelector("caption")?.textContent)).toEqual(["Contract", "General conditions"]);
    patchSettings(widget.runtime, (settings) => ({ ...settings, contract: { ...settings.contract, attachmentAnonymization: false } }));
    await waitFor(() => expect(within(attachments).getAllByRole("columnheader", { name: "File" }).length).toBe(tables.length));

    const table = within(attachments).getAllByRole("table")[0] as HTMLElement;
    const names = () =>
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent);
    const sizes = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => (row.querySelectorAll("td")[2]?.textContent ?? "").trim());
    const user = userEvent.setup();
    await user.click(within(table).getByRole("button", { name: "Name" }));
    const ascending = names();
    expect([...ascending].sort((a, b) => (a ?? "").localeCompare(b ?? ""))).toEqual(ascending);
    await user.click(within(table).getByRole("button", { name: "Name" }));
    expect(names()).toEqual([...ascending].reverse());
    await user.click(within(table).getByRole("button", { name: "Size" }));
    const bytes = sizes().map((text) => Number.parseFloat(text) * (text.endsWith("MB") ? 1_000_000 : 1_000));
    expect([...bytes].sort((a, b) => a - b)).toEqual(bytes);
    await user.click(within(table).getByRole("button", { name: "Date" }));
    expect(within(table).getByRole("columnheader", { name: "Date" }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("downloads an attachment; a failed download turns into an error icon that a click resets", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521");
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    const attachments = card(screen, "Attachments");
    const first = within(attachments).getAllByRole("button", { name: /^Download / })[0] as HTMLElement;
    // Short on screen, named in full.
    expect(first.textContent).toBe("Download");
    const name = (first.getAttribute("aria-label") ?? "").replace(/^Download /, "");
    await user.click(first);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/_0104521_1\.pdf$/);
    expect(sandbox.requests.at(-1)).toMatchObject({ path: "contract/download_attachment/9001", version: 2 });

    sandbox.setScenario("error500");
    await user.click(within(attachments).getByRole("button", { name: `Download ${name}` }));
    const failed = await within(attachments).findByRole("button", { name: `Download of ${name} failed: reset` });
    expect(failed.querySelector("svg")).toBeTruthy();
    sandbox.setScenario("normal");
    await user.click(failed);
    within(attachments).getByRole("button", { name: `Download ${name}` });
  });

  it("downloads the contract PDF with ?lang: v1 for electricity, v2 for gas; the flag hides it", async () => {
    const widget = await openDetail("/contractes/gas/0104522");
    const user = userEvent.setup();
    await user.click(within(await openMore(widget.screen, user)).getByRole("menuitem", { name: "Download the contract (PDF)" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("contracte_0104522.pdf");
    const call = widget.sandbox.requests.find((r) => r.path === "contracts/0104522/pdf/");
    expect(call).toMatchObject({ version: 2, query: { lang: "en" } });
    widget.runtime.settings.setState((state) => ({ flags: { ...state.flags, disableDownloadContractReport: true } }));
    const menu = await openMore(widget.screen, user);
    await waitFor(() => expect(within(menu).queryByRole("menuitem", { name: "Download the contract (PDF)" })).toBeNull());
    within(menu).getByRole("menuitem", { name: "Communications settings" });
  });

  it("opens the communications sub-route with the delivery mode and contact data", async () => {
    const { screen } = await openDetail("/contractes/electricitat/0096310");
    const user = userEvent.setup();
    await user.click(within(await openMore(screen, user)).getByRole("menuitem", { name: "Communications settings" }));
    await screen.findByRole("heading", { name: "Communications of contract 0096310", level: 1 });
    expect(location.hash).toBe("#/contractes/electricitat/0096310/comunicacions");
    await waitFor(() => expect(fact(card(screen, "Invoice delivery"), "Invoices are sent")).toBe("By post"));
    // The communications sub-route keeps the contact card beside the delivery one.
    expect(card(screen, "Contact data").tagName).toBe("SECTION");
  });

  it("sends a supply of the multipoint account to the invoices' Multipoint tab, and the business's own supply to Electricity", async () => {
    const widget = await openDetail("/contractes/electricitat/0201006", "business");
    const { screen } = widget;
    const user = userEvent.setup();
    // The sandbox's business: 0201006 is on its multipoint account (its invoices on that list only), 0201001 is not.
    const rows = contractsTable(widget.sandbox.db).contracts;
    expect(rows.filter((row) => ["0201006", "0201001"].includes(row.name)).map((row) => [row.name, row.multipoint])).toEqual([
      ["0201001", false],
      ["0201006", true],
    ]);
    // Its debt's See invoices, then the menu's Invoices, open the Multipoint tab with the contract chosen.
    await user.click(within(summaryOf(screen)).getByRole("button", { name: "See invoices" }));
    await waitFor(() => expect(location.hash).toBe("#/factures?contractType=multipoint&contractName=0201006"));
    await screen.findByRole("tab", { name: "Multipoint", selected: true }, { timeout: 15_000 });
    goTo("/contractes/electricitat/0201006");
    await screen.findByRole("heading", { name: "Contract data" }, { timeout: 15_000 });
    await user.click(within(await openMore(screen, user)).getByRole("menuitem", { name: "Invoices of 0201006" }));
    await waitFor(() => expect(location.hash).toBe("#/factures?contractType=multipoint&contractName=0201006"));
    // The business's own supply keeps the Electricity tab.
    goTo("/contractes/electricitat/0201001");
    await screen.findByRole("heading", { name: "Contract 0201001", level: 1 });
    await screen.findByRole("heading", { name: "Contract data" }, { timeout: 15_000 });
    await user.click(within(await openMore(screen, user)).getByRole("menuitem", { name: "Invoices of 0201001" }));
    await waitFor(() => expect(location.hash).toBe("#/factures?contractType=electricity&contractName=0201001"));
  });
});

describe("change buttons and the action query", { timeout: 30_000 }, () => {
  it(
    "shows each value's change beside it and the other dialogs in the menu, opens one, reloads the contract on a change and says it",
    withTestDialogs(async () => {
      const widget = await openDetail("/contractes/electricitat/0104521");
      const { screen } = widget;
      const summary = summaryOf(screen);
      // Issue 39 item 4: a compact Change, named for screen readers by what it changes, beside its value.
      const changes = within(summary)
        .getAllByRole("button", { name: /^Change the / })
        .map((button) => [button.getAttribute("aria-label"), button.textContent, button.closest("div")?.querySelector("dt")?.textContent]);
      expect(changes).toEqual([
        ["Change the power", "Change", "Contracted power"],
        ["Change the bank account", "Change", "Bank account"],
      ]);
      expect(await moreItems(screen)).toEqual([
        "Opt out of sharing my metering data",
        "Choose my happy day",
        "Download the contract (PDF)",
        "Invoices of 0104521",
        "Communications settings",
        "File a claim",
      ]);
      const user = userEvent.setup();
      const power = within(summary).getByRole("button", { name: "Change the power" });
      await user.click(power);
      const dialog = await screen.findByRole("dialog", { name: "Test change of 0104521" }, { timeout: 10_000 });
      const before = detailLoads(widget.sandbox, "0104521");
      await user.click(within(dialog).getByRole("button", { name: "Changed" }));
      await waitFor(() => expect(detailLoads(widget.sandbox, "0104521")).toBe(before + 1));
      await user.click(within(dialog).getByRole("button", { name: "Close test" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      // Issue 39 item 5: said beside the value, in a live region, and focus back on its Change.
      const note = within(summary).getByText("Your power change request has been sent.").closest("[role=status]") as HTMLElement;
      expect(note.closest("div")?.querySelector("dt")?.textContent).toBe("Contracted power");
      await waitFor(() => expect((power.getRootNode() as ShadowRoot).activeElement).toBe(power));
    }),
  );

  it(
    "starts downloading a dialog when its button is pointed at or focused, once, and opens it from that download",
    withTestDialogs(async () => {
      const load = vi.fn(() => Promise.resolve(TestDialog));
      CONTRACT_DIALOGS.powChange = { load };
      const ibanLoad = vi.fn(() => Promise.resolve(TestDialog));
      CONTRACT_DIALOGS.ibanChange = { load: ibanLoad };
      const { screen } = await openDetail("/contractes/electricitat/0104521");
      const changes = summaryOf(screen);
      const user = userEvent.setup();
      expect(load).not.toHaveBeenCalled();
      await user.hover(within(changes).getByRole("button", { name: "Change the power" }));
      expect(load).toHaveBeenCalledTimes(1);
      expect(ibanLoad).not.toHaveBeenCalled();
      within(changes).getByRole("button", { name: "Change the bank account" }).focus();
      expect(ibanLoad).toHaveBeenCalledTimes(1);
      await user.click(within(changes).getByRole("button", { name: "Change the power" }));
      await screen.findByRole("dialog", { name: "Test change of 0104521" }, { timeout: 10_000 });
      expect(load).toHaveBeenCalledTimes(1);
    }),
  );

  it(
    "leaves out a dialog whose gate fails (gas)",
    withTestDialogs(async () => {
      const { screen } = await openDetail("/contractes/gas/0104522");
      const items = await moreItems(screen);
      expect(items).toContain("Opt out of sharing my metering data");
      expect(items).not.toContain("Choose my happy day");
      // Power is an electricity change (its test entry has no gate, the real one has).
      within(summaryOf(screen)).getByRole("button", { name: "Change the bank account" });
    }),
  );

  it(
    "opens the dialog the action names and takes the action out of the address",
    withTestDialogs(async () => {
      const { screen } = await openDetail("/contractes/electricitat/0104521?action=ibanChange");
      await screen.findByRole("dialog", { name: "Test change of 0104521" });
      await waitFor(() => expect(location.hash).toBe("#/contractes/electricitat/0104521"));
    }),
  );

  // spec §2 action query, issue 39 item 5: a dialog the address opened has no opener; closing it gives the
  // focus to the control the customer would have opened it with.
  it(
    "gives the focus to the matching Change when a dialog the action opened closes, after a change or without one",
    withTestDialogs(async () => {
      const user = userEvent.setup();
      const active = (element: HTMLElement) => (element.getRootNode() as ShadowRoot).activeElement;
      // After an accepted change: its word beside the value, the focus on its Change.
      const first = await openDetail("/contractes/electricitat/0104521?action=ibanChange");
      const dialog = await first.screen.findByRole("dialog", { name: "Test change of 0104521" });
      const iban = within(summaryOf(first.screen)).getByRole("button", { name: "Change the bank account" });
      await user.click(within(dialog).getByRole("button", { name: "Changed" }));
      await user.click(within(dialog).getByRole("button", { name: "Close test" }));
      await waitFor(() => expect(first.screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(active(iban)).toBe(iban));
      within(summaryOf(first.screen)).getByText("Your bank account change request has been sent.");
      first.host.remove();
      // A change of the "More actions" menu, closed without a change: the menu's button, as when it is opened from the menu.
      const second = await openDetail("/contractes/electricitat/0104521?action=noCesionSips");
      const sips = await second.screen.findByRole("dialog", { name: "Test change of 0104521" });
      const more = within(summaryOf(second.screen)).getByRole("button", { name: "More actions" });
      await user.click(within(sips).getByRole("button", { name: "Close test" }));
      await waitFor(() => expect(second.screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(active(more)).toBe(more));
      expect(within(summaryOf(second.screen)).queryByText("Your opt-out of sharing metering data has been requested.")).toBeNull();
    }),
  );

  it("gives the focus to the Change of the real dialog the action opened, closed with Escape or Cancel", async () => {
    const user = userEvent.setup();
    const power = await openDetail("/contractes/electricitat/0104521?action=powChange");
    await power.screen.findByRole("dialog", { name: "Change the contracted power" }, { timeout: 15_000 });
    const powerChange = within(summaryOf(power.screen)).getByRole("button", { name: "Change the power" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(power.screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect((powerChange.getRootNode() as ShadowRoot).activeElement).toBe(powerChange));
    power.host.remove();
    const iban = await openDetail("/contractes/electricitat/0104521?action=ibanChange");
    const dialog = await iban.screen.findByRole("dialog", { name: "Change the bank account" }, { timeout: 15_000 });
    const ibanChange = within(summaryOf(iban.screen)).getByRole("button", { name: "Change the bank account" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(iban.screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect((ibanChange.getRootNode() as ShadowRoot).activeElement).toBe(ibanChange));
  });

  it("downloads the PDF for action=download", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521?action=download");
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["contracte_0104521.pdf"]));
    expect(widget.sandbox.requests.find((r) => r.path === "contracts/0104521/pdf/")).toMatchObject({ version: 1 });
    expect(location.hash).toBe("#/contractes/electricitat/0104521");
  });

  it("scrolls to the consumption section the consumption area lends the detail, for action=consumption", async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const { host } = await openDetail("/contractes/electricitat/0104521?action=consumption");
    await waitFor(() => expect(host.shadowRoot?.querySelector("section#consumption")).not.toBeNull());
    await waitFor(() => expect(scrolled).toContain("consumption"));
    expect(location.hash).toBe("#/contractes/electricitat/0104521");
  });

  it(
    "disables every change with the read-only tooltip for a read-only session",
    withTestDialogs(async () => {
      const { screen, host } = await openDetail("/contractes/electricitat/0104521?action=powChange", "readonly");
      const buttons = within(summaryOf(screen)).getAllByRole("button", { name: /^Change the / });
      expect(buttons.length).toBe(2);
      for (const button of buttons) expect(isDisabled(button)).toBe(true);
      // The action does not open a disabled change.
      expect(screen.queryByRole("dialog")).toBeNull();
      const user = userEvent.setup();
      await user.hover(buttons[0] as HTMLElement);
      expect((await screen.findAllByText("This action cannot be performed in a read-only session.")).length).toBeGreaterThan(0);
      // The menu's writes too, with the same tooltip as their description; its reads stay open.
      const menu = await openMore(screen, user);
      const reason = (item: HTMLElement) => host.shadowRoot?.getElementById(item.getAttribute("aria-describedby") ?? "")?.textContent;
      for (const name of ["Opt out of sharing my metering data", "Choose my happy day", "File a claim"]) {
        const item = within(menu).getByRole("menuitem", { name });
        expect([name, isDisabled(item), reason(item)]).toEqual([name, true, "This action cannot be performed in a read-only session."]);
      }
      expect(isDisabled(within(menu).getByRole("menuitem", { name: "Download the contract (PDF)" }))).toBe(false);
      expect((screen.getByRole("button", { name: "Edit the email" }) as HTMLButtonElement).getAttribute("aria-disabled") ?? "").toBe(
        "true",
      );
    }),
  );

  it(
    "warns on a closed contract and disables its changes",
    withTestDialogs(async () => {
      const { screen } = await openDetail("/contractes/electricitat/0096310");
      expect(screen.getAllByText("This contract is disabled and cannot be modified.").length).toBeGreaterThan(0);
      for (const button of within(summaryOf(screen)).getAllByRole("button", { name: /^Change the / }))
        expect(isDisabled(button)).toBe(true);
    }),
  );

  // spec §4: "closed ones show a warning that the contract is disabled": a draft is not closed. It
  // cannot be changed either, and says why: its signature, or its processing.
  it(
    "tells a draft waiting for its signature, and one being processed, from a closed contract",
    withTestDialogs(async () => {
      const sandbox = createSandbox({ seed: 7 });
      const pending = await openDetail("/contractes/electricitat/0201009", "business", sandbox);
      expect(
        pending.screen.getAllByText("This contract is waiting for your signature: it can be changed once it is active.").length,
      ).toBeGreaterThan(0);
      expect(pending.screen.queryByText("This contract is disabled and cannot be modified.")).toBeNull();
      for (const button of within(summaryOf(pending.screen)).getAllByRole("button", { name: /^Change the / }))
        expect(isDisabled(button)).toBe(true);
      pending.host.remove();
      const processing = await openDetail("/contractes/electricitat/0201008", "business", sandbox);
      expect(
        processing.screen.getAllByText("This contract is being processed: it can be changed once it is active.").length,
      ).toBeGreaterThan(0);
      expect(processing.screen.queryByText("This contract is disabled and cannot be modified.")).toBeNull();
    }),
  );

  it(
    "disables power and SIPS with the process-in-progress note when atr_available is false",
    withTestDialogs(async () => {
      const { screen } = await openDetail("/contractes/electricitat/0201007", "business");
      const summary = within(summaryOf(screen));
      expect(isDisabled(summary.getByRole("button", { name: "Change the power" }))).toBe(true);
      expect(isDisabled(summary.getByRole("button", { name: "Change the bank account" }))).toBe(false);
      const menu = await openMore(screen);
      expect(isDisabled(within(menu).getByRole("menuitem", { name: "Opt out of sharing my metering data" }))).toBe(true);
      screen.getByText(/A process is in progress on this supply: power changes/);
    }),
  );
});

describe("contract detail with the real dialogs", { timeout: 30_000 }, () => {
  it("opens the real power change dialog for action=powChange, and a flag explicitly off hides its button (spec §2, §4)", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521?action=powChange");
    await widget.screen.findByRole("dialog", {}, { timeout: 15_000 });
    within(summaryOf(widget.screen)).getByRole("button", { name: "Change the power" });
    widget.runtime.settings.setState((state) => ({ flags: { ...(state.flags ?? {}), powerChange: false } }));
    await waitFor(() => expect(within(summaryOf(widget.screen)).queryByRole("button", { name: "Change the power" })).toBeNull());
    within(summaryOf(widget.screen)).getByRole("button", { name: "Change the bank account" });
  });

  it("keeps the IBAN change's result on show while the detail reloads the contract and its lists (spec §4)", async () => {
    const widget = await openDetail("/contractes/gas/0104522?action=ibanChange");
    widget.runtime.settings.setState((state) => ({ flags: { ...(state.flags ?? {}), attachmentOnIbanChange: false } }));
    const { screen } = widget;
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", {}, { timeout: 15_000 });
    await user.click(await within(dialog).findByRole("radio", { name: "One of my accounts" }));
    const accounts = within(dialog).getByRole("radiogroup", { name: /Your accounts/ });
    await user.click(within(accounts).getAllByRole("radio")[0] as HTMLElement);
    const listed = () => widget.sandbox.requests.filter((request) => request.path === "ibans/").length;
    const before = listed();
    const contractData = () => within(summaryOf(screen));
    expect(contractData().queryByText("Bank account change")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Change the account" }));
    await within(dialog).findByText("Digital signature started");
    // The change reloads the contract and every "contracts…" query, the dialog's accounts among them
    // (demo walk: the form came back with the new current account and no word of the result).
    await waitFor(() => expect(listed()).toBe(before + 1));
    await waitFor(() => expect(detailLoads(widget.sandbox, "0104522")).toBe(2));
    // The reloaded contract is on show behind the dialog (the change now waits for the signature).
    await contractData().findByText("Bank account change");
    within(dialog).getByText("Digital signature started");
    expect(within(dialog).queryByRole("radio", { name: "One of my accounts" })).toBeNull();
    // The footer's Close (the header's cross has the same name).
    await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

// spec §2 Contract detail: "A reclamation option exists" (the support area's ATC claim, calls §7.7).
describe("the claim option", { timeout: 30_000 }, () => {
  const setFlag = (widget: RenderedWidget, value: boolean) =>
    widget.runtime.settings.setState((state) => ({ flags: { ...(state.flags ?? {}), reclamATCContract: value } }));

  it("shows with the reclamATCContact setting and the reclamATCContract flag, and not when either is off", async () => {
    const widget = await openDetail("/contractes/gas/0104522");
    const { screen } = widget;
    const menu = within(await openMore(screen));
    await menu.findByRole("menuitem", { name: "File a claim" });
    setFlag(widget, false);
    await waitFor(() => expect(menu.queryByRole("menuitem", { name: "File a claim" })).toBeNull());
    setFlag(widget, true);
    await menu.findByRole("menuitem", { name: "File a claim" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, reclamATCContact: false } }));
    await waitFor(() => expect(menu.queryByRole("menuitem", { name: "File a claim" })).toBeNull());
  });

  it("opens the claim with this contract chosen, and the claim is sent for it", async () => {
    const widget = await openDetail("/contractes/gas/0104522");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(await within(await openMore(screen, user)).findByRole("menuitem", { name: "File a claim" }));
    await screen.findByRole("heading", { name: "Claims", level: 1 });
    const type = (await screen.findByLabelText(/^Type of claim/, {}, { timeout: 10_000 })) as HTMLSelectElement;
    const form = within(type.closest("form") as HTMLFormElement);
    const contract = form.getByLabelText(/^Contract/) as HTMLSelectElement;
    await waitFor(() => expect(contract.selectedOptions[0]?.textContent).toBe("0104522 · Gas"));
    // Read once: the address drops the choice.
    await waitFor(() => expect(location.hash).toBe("#/reclamacions"));
    await user.selectOptions(type, type.options[1] as HTMLOptionElement);
    const subtype = form.getByLabelText(/^Subtype/) as HTMLSelectElement;
    await waitFor(() => expect(subtype.disabled).toBe(false));
    await user.selectOptions(subtype, subtype.options[1] as HTMLOptionElement);
    await user.type(form.getByLabelText(/^Description/), "La lectura és estimada.");
    await user.click(form.getByRole("button", { name: "Send the claim" }));
    await screen.findByRole("heading", { name: "Your claim was sent" });
    const sent = widget.sandbox.requests.filter((r) => r.method === "POST" && /\/atc\/$/.test(r.path));
    expect(sent.map((r) => r.path)).toEqual(["contracts/0104522/atc/"]);
    expect(sent[0]?.body).toMatchObject({ comments: "La lectura és estimada." });
  });

  it("a read-only staff session sees it disabled with the read-only tooltip", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521", "readonly");
    const claim = await within(await openMore(widget.screen)).findByRole("menuitem", { name: "File a claim" });
    expect(claim.getAttribute("aria-disabled") === "true" || (claim as HTMLButtonElement).disabled).toBe(true);
    expect(widget.host.shadowRoot?.getElementById(claim.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This action cannot be performed in a read-only session.",
    );
    await userEvent.setup().click(claim);
    expect(location.hash).toBe("#/contractes/electricitat/0104521");
  });
});

// Issue 39 items 4–6 on the real detail: what a gas contract leaves out, a save that says so, identifiers that copy.
describe("the summary's promises", { timeout: 30_000 }, () => {
  it("shows the consumption section on an electricity contract and none on a gas contract", async () => {
    const electricity = await openDetail("/contractes/electricitat/0104521");
    expect(electricity.host.shadowRoot?.querySelector("section#consumption")).not.toBeNull();
    electricity.host.remove();
    const gas = await openDetail("/contractes/gas/0104522");
    // The slot's parts are chosen in the render that shows the cards: the attachments are the signal.
    gas.screen.getByRole("heading", { name: "Attachments" });
    expect(gas.host.shadowRoot?.querySelector("section#consumption")).toBeNull();
    expect(gas.screen.queryByRole("radio", { name: "Reactive energy" })).toBeNull();
    // Its own data stays: no powers row, the gas supply's pressure.
    expect(within(summaryOf(gas.screen)).queryByText("Contracted power")).toBeNull();
    expect(fact(card(gas.screen, "Supply point"), "Pressure")).toBe("0.05\u00a0bar");
  });

  it("saves a cadastral reference through its dialog, says so beside it and gives the focus back to its Change", async () => {
    const widget = await openDetail("/contractes/electricitat/0104521");
    const { screen } = widget;
    const user = userEvent.setup();
    const summary = summaryOf(screen);
    const change = within(summary).getByRole("button", { name: "Change the cadastral reference" });
    expect(change.closest("div")?.querySelector("dt")?.textContent).toBe("Cadastral reference");
    await user.click(change);
    const dialog = await screen.findByRole("dialog", { name: "Change the cadastral reference" }, { timeout: 15_000 });
    await user.type(within(dialog).getByRole("textbox", { name: /^New cadastral reference/ }), "9872023 vh5797s");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const note = await within(summary).findByText("Cadastral reference saved.");
    expect(note.closest("[role=status]")?.closest("div")?.querySelector("dt")?.textContent).toBe("Cadastral reference");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect((change.getRootNode() as ShadowRoot).activeElement).toBe(change));
    expect(widget.sandbox.requests.filter((r) => r.path === "contracts/0104521/ref_catastral/").map((r) => r.body)).toEqual([
      { ref_catastral: "9872023VH5797S" },
    ]);
    // Opening another change clears the word of the last one.
    await user.click(within(summary).getByRole("button", { name: "Change the bank account" }));
    await screen.findByRole("dialog", {}, { timeout: 15_000 });
    expect(within(summary).queryByText("Cadastral reference saved.")).toBeNull();
  });

  it("keeps the CUPS whole with its title, and copies it with a word that it was copied", async () => {
    const { screen } = await openDetail("/contractes/electricitat/0104521");
    const supply = card(screen, "Supply point");
    const cups = fact(supply, "CUPS") ?? "";
    expect(within(supply).getByTitle(cups).textContent).toBe(cups);
    // user-event's setup puts its own clipboard on the navigator.
    const user = userEvent.setup();
    await user.click(within(supply).getByRole("button", { name: "Copy the CUPS" }));
    await waitFor(() => expect(within(supply).getByRole("status").textContent).toBe("Copied"));
    expect(await navigator.clipboard.readText()).toBe(cups);
  });
});
