import { act, fireEvent, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { batteriesTable } from "../../../demo/sandbox/data/batteries";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import { freshPortalPageEachTest, openPortalAt, retype } from "../../../test/portal-helpers";
import "../index";

// Issue 17 items 4-6 against the sandbox (demo/sandbox/domains/batteries.ts), as a customer reaches the
// panel: the portal opened at a contract's detail, which lends the section its `contractDetail` slot.
freshPortalPageEachTest();

const READ_ONLY = "This action cannot be performed in a read-only session.";
const CANT_DO = "The operation could not be done. Please try again later.";
/** The detail's chunk and the area's are transformed on first use: slow on a busy machine. */
const SLOW = { timeout: 15_000 };

/** Holds the sandbox's answers to PUT calls until released (to see the "waiting" states). */
interface Gate {
  hold: boolean;
  release: () => void;
}

/**
 * Gives a contract one more battery share in the sandbox: a copy of its first one, of another battery
 * (the contract detail then lists both, as the server would).
 */
function addShare(sandbox: Sandbox, contractName: string, bateriaId: number, extra: { es_origen?: boolean } = {}) {
  const table = batteriesTable(sandbox.db);
  const first = table.assignments.find((row) => row.contractName === contractName);
  if (!first) throw new Error(`${contractName} has a battery share in the sandbox`);
  table.assignments.push({ ...first, ...extra, id: table.nextAssignmentId++, bateriaId });
}

async function openPanel(
  contractName: string,
  options: {
    customer?: "household" | "business" | "readonly";
    gas?: boolean;
    prepare?: (sandbox: Sandbox) => void;
    settings?: Record<string, unknown>;
  } = {},
) {
  const sandbox: Sandbox = createSandbox({ seed: 7 });
  if (options.settings) sandbox.setSettingsOverride(options.settings);
  options.prepare?.(sandbox);
  const waiting: Array<() => void> = [];
  const gate: Gate = {
    hold: false,
    release: () => waiting.splice(0).forEach((go) => go()),
  };
  const answer = sandbox.fetch.bind(sandbox);
  sandbox.fetch = async (input, init) => {
    if (gate.hold && init?.method === "PUT") await new Promise<void>((go) => waiting.push(go));
    return answer(input, init);
  };
  const widget = await openPortalAt(`/contractes/${options.gas ? "gas" : "electricitat"}/${contractName}`, {
    customer: options.customer ?? "household",
    sandbox,
  });
  await widget.screen.findByRole("heading", { name: "Contract data" }, SLOW);
  // The dialogs and the tooltips live in the tag's shadow root, beside the section.
  const host = widget.host.shadowRoot as unknown as HTMLElement;
  const user = userEvent.setup();
  return { sandbox, runtime: widget.runtime, host, gate, user };
}

/** The battery section once its table and its shares have loaded. */
async function panel(host: HTMLElement, { preview = true } = {}) {
  const section = await waitFor(() => {
    const found = host.querySelector<HTMLElement>("section#virtual-battery");
    if (!found?.querySelector("table")) throw new Error("no battery table yet");
    return found;
  }, SLOW);
  const view = within(section);
  // The shares of the batteries have loaded once the preview shows them (an inactive share has none).
  if (preview) await view.findAllByRole("slider", {}, SLOW);
  return view;
}

const rowOf = (view: ReturnType<typeof within>, name: string) =>
  within(view.getByRole("rowheader", { name: new RegExp(name) }).closest("tr") as HTMLElement);
/** The rows of a list of shares (the preview's or the move review's): who, and the share. */
const shareRows = (view: ReturnType<typeof within>) =>
  within(view.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => [item.firstElementChild?.textContent, item.lastElementChild?.textContent]);
const puts = (sandbox: Sandbox, fragment: string) => sandbox.requests.filter((r) => r.method === "PUT" && r.path.includes(fragment));
/** The words an element points to with aria-describedby (looked up in its own root: the tag's shadow root). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (element.getRootNode() as Document | ShadowRoot).getElementById(id)?.textContent ?? "")
    .join(" ");

afterEach(() => vi.restoreAllMocks());

describe("virtual battery panel in the contract detail (portal-spec §2, §4, §6; calls §7.5, §8.2)", { timeout: 30_000 }, () => {
  it("lends its section to an electricity contract with a battery, and to nothing else", async () => {
    const { host } = await openPanel("0104521");
    const view = await panel(host);
    const row = rowOf(view, "BV Sant Cugat");
    row.getByText("€96.12");
    row.getByText("40 %");
    // acumular: the toggle is off (spec §3 gestio_descomptes).
    expect(row.getByRole("switch", { name: /Discount management of BV Sant Cugat/ }).getAttribute("aria-checked")).toBe("false");

    document.body.innerHTML = "";
    const gas = await openPanel("0104522", { gas: true });
    // The slot's parts are chosen in the render that shows the detail's cards: the attachments are the signal.
    await within(gas.host).findByRole("heading", { name: "Attachments" }, SLOW);
    expect(gas.host.querySelector("section#virtual-battery")).toBeNull();
  });

  it("switches the discount management, and puts the toggle back with the alert on failure", async () => {
    const { host, sandbox, user } = await openPanel("0104521");
    const view = await panel(host);
    const toggle = rowOf(view, "BV Sant Cugat").getByRole("switch");
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(puts(sandbox, "contract/0104521/bateria/101").map((r) => r.body)).toEqual([{ valor_descomptes: "aplicar" }]);

    sandbox.setScenario("error500");
    await user.click(toggle);
    await view.findByText(CANT_DO);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });

  it("shows a select of the discount types when the settings ask for one (business)", async () => {
    const { host, sandbox, user } = await openPanel("0201003", { customer: "business" });
    const view = await panel(host);
    const select = await waitFor(() => rowOf(view, "Badalona").getByRole("combobox", { name: /Discount management of/ }));
    await waitFor(() => within(select).getByRole("option", { name: "Keep the discounts in the battery for later" }));
    await user.selectOptions(select, "acumular");
    await waitFor(() =>
      expect(puts(sandbox, "contract/0201003/bateria/102").map((r) => r.body)).toEqual([{ valor_descomptes: "acumular" }]),
    );
  });

  it("modifies the percentage: clamped, save off while unchanged or waiting, the new share shown", async () => {
    const { host, sandbox, user, gate } = await openPanel("0104521");
    const view = await panel(host);
    await user.click(rowOf(view, "BV Sant Cugat").getByRole("button", { name: /Modify percentage of/ }));
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    const field = dialog.getByRole("textbox", { name: "This contract's share" });
    const save = dialog.getByRole("button", { name: "Save" });
    expect((field as HTMLInputElement).value).toBe("40");
    expect(save.getAttribute("aria-disabled")).toBe("true");
    await retype(user, field, "250");
    expect((field as HTMLInputElement).value).toBe("100");
    await retype(user, field, "55");
    expect(save.getAttribute("aria-disabled")).toBeNull();
    gate.hold = true;
    await user.click(save);
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBe("true"));
    await user.click(save);
    gate.hold = false;
    act(() => gate.release());
    await waitFor(() => expect(host.querySelector("dialog[open]")).toBeNull());
    expect(puts(sandbox, "change_bateria_pes_percentatge/101").map((r) => r.body)).toEqual([{ pes_percentatge: 55 }]);
    await waitFor(() => rowOf(view, "BV Sant Cugat").getByText("55 %"));
  });

  it("works on the catalogue's percentages alone: other contracts numbered, Modify on when shared", async () => {
    const { host, sandbox, user } = await openPanel("0104521");
    // The sandbox answers as the retailer's catalogue says (calls §3 "Battery percentages: bateria_id,
    // percentage"): no contract, assignment or activity is named.
    const answer = await sandbox.fetch("http://sandbox.local/api/v1/contract/bateria_virtual_percentages/101", {
      headers: { authorization: `Bearer ${sandbox.tokenFor("household")}` },
    });
    const { items } = (await answer.json()) as { items: object[] };
    expect(items.map((item) => Object.keys(item).sort())).toEqual(items.map(() => ["bateria_id", "percentage"]));
    const view = await panel(host);
    // Battery 101: this contract 40 (its assignment), the solar 0118734 60, the closed 0096310 0.
    expect(shareRows(view)).toEqual([
      ["This contract", "40 %"],
      ["Another contract 1", "60 %"],
      ["Another contract 2", "0 %"],
    ]);
    // Shared by two contracts with a share: modifying is allowed.
    const modify = rowOf(view, "BV Sant Cugat").getByRole("button", { name: /Modify percentage of/ });
    await waitFor(() => expect(modify.getAttribute("aria-disabled")).toBeNull());
    expect(describedBy(modify)).toBe("");
    await user.click(modify);
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    const field = dialog.getByRole("textbox", { name: "This contract's share" });
    await retype(user, field, "55");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(host.querySelector("dialog[open]")).toBeNull());
    // The new answer names no contract either: this contract's share is the one saved, the rest the others'.
    await waitFor(() =>
      expect(shareRows(view)).toEqual([
        ["This contract", "55 %"],
        ["Another contract 1", "45 %"],
        ["Another contract 2", "0 %"],
      ]),
    );
  });

  it("a failed percentage change shows the alert and puts the value back", async () => {
    const { host, sandbox, user } = await openPanel("0104521");
    const view = await panel(host);
    await user.click(rowOf(view, "BV Sant Cugat").getByRole("button", { name: /Modify percentage of/ }));
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    const field = dialog.getByRole("textbox", { name: "This contract's share" }) as HTMLInputElement;
    await retype(user, field, "70");
    sandbox.setScenario("error500");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await dialog.findByText(CANT_DO);
    expect(field.value).toBe("40");
  });

  it("an inactive share is disabled with its tooltip and its solar wallet locked", async () => {
    const { host } = await openPanel("0096310");
    const view = await panel(host, { preview: false });
    const row = rowOf(view, "BV Sant Cugat");
    row.getByText("Solar wallet locked");
    const inactive = "This battery share is not active on today's date.";
    expect(describedBy(row.getByRole("switch"))).toContain(inactive);
    expect(describedBy(row.getByRole("button", { name: /Modify percentage/ }))).toContain(inactive);
    expect(describedBy(row.getByRole("button", { name: /Move the share/ }))).toContain(inactive);
    expect(row.getByRole("switch").getAttribute("aria-disabled")).toBe("true");
    // Nothing to preview for an inactive share.
    expect(view.queryByText("Distribution preview")).toBeNull();
  });

  it("modifying needs the battery shared by more than one contract", async () => {
    const { host } = await openPanel("0201007", { customer: "business" });
    const view = await panel(host);
    const modify = await waitFor(() => {
      const button = rowOf(view, "Palma").getByRole("button", { name: /Modify percentage/ });
      if (!describedBy(button)) throw new Error("no reason yet");
      return button;
    });
    expect(describedBy(modify)).toContain("The percentage can only be changed when the battery is shared by more than one contract.");
  });

  it("moving needs two other batteries in other contracts", async () => {
    const { host } = await openPanel("0104521");
    const view = await panel(host);
    const move = rowOf(view, "BV Sant Cugat").getByRole("button", { name: /Move the share/ });
    await waitFor(() =>
      expect(describedBy(move)).toContain("A share can only be moved when your other contracts have at least two other batteries."),
    );
    expect(move.getAttribute("aria-disabled")).toBe("true");
  });

  it("moving an origin battery opens the warning with the retailer's email", async () => {
    const { host, user, sandbox } = await openPanel("0118734");
    const view = await panel(host);
    await user.click(rowOf(view, "BV Sant Cugat").getByRole("button", { name: /Move the share/ }));
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    dialog.getByRole("heading", { name: "This battery cannot be moved" });
    expect(dialog.getByRole("link", { name: "atencio@ov-sandbox.example" }).getAttribute("href")).toBe("mailto:atencio@ov-sandbox.example");
    await user.click(dialog.getByText("Close").closest("button") as HTMLElement);
    await waitFor(() => expect(host.querySelector("dialog[open]")).toBeNull());
    expect(puts(sandbox, "move_virtual_battery")).toEqual([]);
  });

  it("without a retailer email in the settings, the origin warning still says whom to ask", async () => {
    const { host, user } = await openPanel("0118734", { settings: { organization: { email: "" } } });
    const view = await panel(host);
    await user.click(rowOf(view, "BV Sant Cugat").getByRole("button", { name: /Move the share/ }));
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    dialog.getByText("To change it, please contact customer service.");
    expect(dialog.queryByRole("link")).toBeNull();
  });

  it("a contract with active self-consumption cannot transfer its other shares", async () => {
    // The solar contract (origin of its battery) given a share of another battery too.
    const { host } = await openPanel("0118734", { prepare: (sandbox) => addShare(sandbox, "0118734", 102, { es_origen: false }) });
    // The added share is of a battery the household does not own: its shares cannot load.
    const view = await panel(host, { preview: false });
    const move = rowOf(view, "Badalona").getByRole("button", { name: /Move the share/ });
    expect(describedBy(move)).toContain(
      "A contract with active self-consumption cannot transfer its battery share. Please contact customer service.",
    );
  });

  it("a read-only token sees toggle, modify and move disabled with the read-only tooltip", async () => {
    const { host } = await openPanel("0104521", { customer: "readonly" });
    const view = await panel(host);
    const row = rowOf(view, "BV Sant Cugat");
    for (const control of [
      row.getByRole("switch"),
      row.getByRole("button", { name: /Modify percentage/ }),
      row.getByRole("button", { name: /Move the share/ }),
    ]) {
      expect(control.getAttribute("aria-disabled")).toBe("true");
      expect(describedBy(control)).toContain(READ_ONLY);
    }
  });

  it("moves a share through the four steps, then shows the contract's new assignments", async () => {
    const { host, sandbox, user, gate } = await openPanel("0201003", { customer: "business" });
    const view = await panel(host);
    const move = rowOf(view, "Badalona").getByRole("button", { name: /Move the share/ });
    await waitFor(() => expect(move.getAttribute("aria-disabled")).toBeNull());
    await user.click(move);
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    const next = () => dialog.getByRole("button", { name: "Next" });
    const back = () => dialog.getByRole("button", { name: "Back" });
    expect(next().getAttribute("aria-disabled")).toBe("true");
    expect(back().getAttribute("aria-disabled")).toBe("true");
    const destination = dialog.getByRole("combobox", { name: /Destination battery/ });
    expect(
      within(destination)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a battery", "BV Forn Vidal - València", "BV Forn Vidal - Palma"]);
    await user.selectOptions(destination, "103");
    expect(next().getAttribute("aria-disabled")).toBeNull();
    await user.click(next());
    const share = dialog.getByRole("textbox", { name: /This contract's share of BV Forn Vidal - València/ });
    expect(back().getAttribute("aria-disabled")).toBeNull();
    await retype(user, share, "25");
    await user.click(next());
    // Step 2: the state after the move (spec §2 preview rule), the other contracts numbered in the
    // server's order (its answer names none): Badalona without this contract (0201002 alone weighted:
    // 100 %; 0201006 locked and 0201004 ended at 0), València with this contract at 25 % and the rest
    // by weight (0201005 70, 0201001 30).
    const badalona = within(await dialog.findByRole("region", { name: "BV Forn Vidal - Badalona" }));
    expect(shareRows(badalona)).toEqual([
      ["This contract", "0 %"],
      ["Another contract 1", "100 %"],
      ["Another contract 2", "0 %"],
      ["Another contract 3", "0 %"],
    ]);
    const valencia = within(dialog.getByRole("region", { name: "BV Forn Vidal - València" }));
    expect(shareRows(valencia)).toEqual([
      ["This contract", "25 %"],
      ["Another contract 1", "52.5 %"],
      ["Another contract 2", "22.5 %"],
    ]);
    gate.hold = true;
    await user.click(dialog.getByRole("button", { name: "Move the share" }));
    // Step 3: sending, every button of the stepper disabled.
    await dialog.findByText("Moving the share…");
    expect(back().getAttribute("aria-disabled")).toBe("true");
    expect((dialog.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.getByRole("button", { name: "Move the share" }).getAttribute("aria-busy")).toBe("true");
    gate.hold = false;
    act(() => gate.release());
    await waitFor(() => expect(host.querySelector("dialog[open]")).toBeNull());
    expect(puts(sandbox, "bateria_virtual_move_virtual_battery/102").map((r) => r.body)).toEqual([
      { pes_percentatge: 25, bateria_desti: 103 },
    ]);
    // The answer's assignments: the Badalona share ended today, the new València one.
    await waitFor(() => rowOf(view, "València").getByText("25 %"));
    rowOf(view, "Badalona").getByText("Solar wallet locked");
  });

  it("a failed move shows the alert on the review and puts the percentage back", async () => {
    const { host, sandbox, user } = await openPanel("0201003", { customer: "business" });
    const view = await panel(host);
    const move = rowOf(view, "Badalona").getByRole("button", { name: /Move the share/ });
    await waitFor(() => expect(move.getAttribute("aria-disabled")).toBeNull());
    await user.click(move);
    const dialog = within(await waitFor(() => host.querySelector("dialog[open]") as HTMLElement));
    await user.selectOptions(dialog.getByRole("combobox", { name: /Destination battery/ }), "104");
    await user.click(dialog.getByRole("button", { name: "Next" }));
    const share = dialog.getByRole("textbox", { name: /This contract's share of/ });
    await retype(user, share, "60");
    await user.click(dialog.getByRole("button", { name: "Next" }));
    await dialog.findByRole("region", { name: "BV Forn Vidal - Palma" });
    sandbox.setScenario("error500");
    await user.click(dialog.getByRole("button", { name: "Move the share" }));
    await dialog.findByText(CANT_DO);
    await user.click(dialog.getByRole("button", { name: "Back" }));
    expect((dialog.getByRole("textbox", { name: /This contract's share of/ }) as HTMLInputElement).value).toBe(String(Math.round(37.5)));
  });

  it("downloads the Excel of every battery of the contract (ids joined by commas), or raises the error", async () => {
    const created = vi.fn(() => "blob:batteries");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { host, sandbox, user } = await openPanel("0201003", {
      customer: "business",
      prepare: (sandbox) => addShare(sandbox, "0201003", 103),
    });
    const view = await panel(host);
    await user.click(view.getByRole("button", { name: "Download in Excel" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sandbox.requests.filter((r) => r.path.startsWith("contracts/virtual_batteries/")).map((r) => [r.path, r.version])).toEqual([
      ["contracts/virtual_batteries/102,103", 1],
    ]);
    sandbox.setScenario("error500");
    await user.click(view.getByRole("button", { name: "Download in Excel" }));
    await view.findByText("The batteries could not be downloaded. Please try again.");
  });

  it("previews the distribution: the slider sets this contract's share, the others rescale by weight", async () => {
    const { host, sandbox } = await openPanel("0201003", { customer: "business" });
    const view = await panel(host);
    const slider = await view.findByRole("slider", { name: "This contract's share of BV Forn Vidal - Badalona" });
    // The server's shares: 0201002 50 and 0201003 30 of weight, 0201006 locked (0), 0201004 ended.
    expect((slider as HTMLInputElement).value).toBe("38");
    // A slider moved by the user fires "input" events, which React's onChange hears.
    fireEvent.input(slider, { target: { value: "70" } });
    expect(shareRows(view)).toEqual([
      ["This contract", "70 %"],
      ["Another contract 1", "30 %"],
      ["Another contract 2", "0 %"],
      ["Another contract 3", "0 %"],
    ]);
    // A preview only: nothing was sent.
    expect(sandbox.requests.filter((r) => r.method === "PUT")).toEqual([]);
  });
});
