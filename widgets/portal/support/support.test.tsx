import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { createSandbox } from "../../../demo/sandbox/sandbox";
import { freshPortalPageEachTest, goTo, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import type { RenderedWidget } from "../../../test/render-widget";
import "../index";

// Issue 19 items 1-4; spec §2 "Contact and claims" and support request routes, §4 case states and
// support forms, §5 contact rules and uploads, §6 flag gates; calls §7.7 and §8.2.
freshPortalPageEachTest();
// The area's chunk is transformed once here, not inside the first test's wait for its screen.
beforeAll(() => import("./support-screens"), 30_000);

type Screen = RenderedWidget["screen"];
const calls = (widget: RenderedWidget, method: string, path: string | RegExp) =>
  widget.sandbox.requests.filter((r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)));
const field = (screen: Screen, label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

/** The error said at a field (the text its aria-describedby points to), or null. */
function errorAt(control: HTMLElement): string | null {
  const id = (control.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((control.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

const fileInput = (widget: RenderedWidget, index = 0) =>
  [...(widget.host.shadowRoot as ShadowRoot).querySelectorAll<HTMLInputElement>('input[type="file"]')][index] as HTMLInputElement;
const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

function setFlags(widget: RenderedWidget, flags: Record<string, boolean>) {
  widget.runtime.settings.setState((state) => ({ flags: { ...(state.flags ?? {}), ...flags } }));
}

/** Fills the signed-in contact form: the first contract, a category (unless forced), subject and description. */
async function fillContact(widget: RenderedWidget, user: ReturnType<typeof userEvent.setup>, options: { category?: string } = {}) {
  const { screen } = widget;
  const contract = await screen.findByLabelText(/^Contract/);
  await user.selectOptions(contract, (contract as HTMLSelectElement).options[1] as HTMLOptionElement);
  if (options.category) await user.selectOptions(field(screen, /^Category/), options.category);
  await user.type(field(screen, /^Subject/), "Lectura de juny");
  await user.type(field(screen, /^(Description|Your readings)/), "045872 kWh");
}

describe("support requests", () => {
  it("lists the customer's requests with section, category, contract, subject and state, paged", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "household" });
    const { screen } = widget;
    await screen.findByRole("heading", { name: "Support requests", level: 1 });
    const first = await screen.findByRole("link", { name: "Autolectura del comptador" });
    const item = first.closest("tr") as HTMLElement;
    within(item).getByText("Accepted");
    within(item).getByText("Request");
    within(item).getByText("0104521");
    within(item).getByText("Self-readings");
    // spec §4: every state in words.
    for (const state of ["Additional information required", "Being processed", "Denied", "In process"])
      expect(screen.getAllByText(state).length).toBeGreaterThan(0);
    // The claim filed to customer service shows as such.
    const claim = screen.getByRole("link", { name: "Reclamació ATC: lectura estimada" }).closest("tr") as HTMLElement;
    within(claim).getByText("Claim");

    // Paging: 6 requests, 5 a page, then the sixth on the next page.
    const user = userEvent.setup();
    // One row header per request: its subject.
    const shown = () => within(screen.getByRole("table", { name: "Support requests" })).getAllByRole("rowheader").length;
    expect(shown()).toBe(6);
    await user.selectOptions(screen.getByLabelText("Rows per page"), "5");
    await waitFor(() => expect(shown()).toBe(5));
    screen.getByText("1 to 5 of 6");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(shown()).toBe(1));
    expect(calls(widget, "GET", "crm/cases/").at(-1)?.query).toMatchObject({ offset: "5", limit: "5" });
  });

  it("says requests are not available when the crm.case flag is off", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "household" });
    setFlags(widget, { "crm.case": false });
    await widget.screen.findByText("Support requests are not available online.");
    expect(widget.screen.queryByRole("link", { name: "New support request" })).toBeNull();
    // The menu entry follows the flag too (spec §4: only an explicit false hides).
    expect(widget.screen.queryByRole("link", { name: "Support requests" })).toBeNull();
    setFlags(widget, { "crm.case": true });
    await widget.screen.findByRole("link", { name: "Support requests" });
  });

  it("shows a failed list with the catalogue's message and Try again", async () => {
    const widget = await openPortalAt("/", { customer: "household" });
    widget.sandbox.setScenario("error500");
    history.replaceState(null, "", "/#/solicituts");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    const alert = await widget.screen.findByRole("alert");
    expect(alert.textContent).toContain("Your support requests could not be loaded.");
    widget.sandbox.setScenario("normal");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await widget.screen.findByRole("link", { name: "Autolectura del comptador" });
  });

  it("shows a request's conversation and takes the reply it asks for", async () => {
    const widget = await openPortalAt("/solicituts/31002", { customer: "household" });
    const { screen } = widget;
    await screen.findByRole("heading", { name: "Compensació d'excedents de les plaques", level: 1 });
    screen.getByText("Additional information required");
    const messages = (widget.host.shadowRoot as ShadowRoot).querySelectorAll(".ov-support__message");
    expect([...messages].map((m) => m.getAttribute("data-author"))).toContain("administrator");
    expect([...messages].map((m) => m.getAttribute("data-author"))).toContain("user");
    const user = userEvent.setup();
    // Required: nothing is sent empty.
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(errorAt(field(screen, /^Your reply/))).toBe("This field is required");
    await user.type(field(screen, /^Your reply/), "Adjunto el certificat.");
    await user.upload(fileInput(widget), pdf("certificat.pdf"));
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await screen.findByRole("heading", { name: "Your reply was sent" });
    const sent = calls(widget, "POST", "crm/cases/31002/messages/");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      message: "Adjunto el certificat.",
      attachments: [expect.stringMatching(/^data:application\/pdf;base64,/)],
    });
    // The case moved on: in process, no reply form, the new message in the conversation.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull());
    await screen.findByText("In process");
    screen.getByText("Adjunto el certificat.");
    // The sandbox names a file sent as a data URL by its place (`attachment_1`): the reply's one file is listed.
    const last = [...(widget.host.shadowRoot as ShadowRoot).querySelectorAll(".ov-support__message")].at(-1) as HTMLElement;
    expect(within(last).getByRole("list", { name: "Attached files" }).querySelectorAll("li")).toHaveLength(1);
  });

  it("offers no reply on a request that does not ask for one", async () => {
    const widget = await openPortalAt("/solicituts/31001", { customer: "household" });
    await widget.screen.findByRole("heading", { name: "Autolectura del comptador", level: 1 });
    expect(widget.screen.queryByRole("button", { name: "Send reply" })).toBeNull();
  });
});

// Issue 36: the catalogue has no call to list requests, show one or reply (an optional server
// extension); on a server with exactly the catalogue's calls the screens offer what it has.
describe("support requests on a server without the list, detail and reply calls", () => {
  it("offers a new request and says how answers come, without an error, and asks the server once", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "household", sandbox: createSandbox({ seed: 7, strict: true }) });
    const { screen } = widget;
    await screen.findByText(/this office does not list them/);
    screen.getByRole("link", { name: "New support request" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls(widget, "GET", "crm/cases/")).toHaveLength(1);
    // A request's own address (an old link): back to the requests page, the server not asked for it.
    goTo("/solicituts/31002");
    await waitFor(() => expect(location.hash).toBe("#/solicituts"));
    await screen.findByText(/this office does not list them/);
    expect(calls(widget, "GET", /^crm\/cases\/31002\/$/)).toHaveLength(0);
    // Known once: a new visit to the requests does not ask again.
    goTo("/atencio-al-client");
    await screen.findByRole("heading", { level: 1, name: "Customer service" });
    goTo("/solicituts");
    await screen.findByText(/this office does not list them/);
    expect(calls(widget, "GET", "crm/cases/")).toHaveLength(1);
    // What the catalogue has still works: a new request is sent.
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "New support request" }));
    await fillContact(widget, user, { category: "1" });
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Your request was sent" });
    expect(calls(widget, "POST", "crm/cases/")).toHaveLength(1);
  });
});

describe("the signed-in contact form", () => {
  it("checks the required fields at each field, then sends and shows the case number", async () => {
    const widget = await openPortalAt("/solicituts/crear", { customer: "household" });
    const { screen } = widget;
    await screen.findByRole("heading", { name: "New support request", level: 1 });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Contract/);
    await user.click(screen.getByRole("button", { name: "Send" }));
    for (const label of [/^Contract/, /^Category/, /^Subject/, /^Description/])
      expect(errorAt(field(screen, label))).toBe("This field is required");
    expect(calls(widget, "POST", "crm/cases/")).toHaveLength(0);

    await fillContact(widget, user, { category: "1" });
    await user.upload(fileInput(widget), [pdf("factura.pdf"), pdf("foto.pdf")]);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Your request was sent" });
    const [sent] = calls(widget, "POST", "crm/cases/");
    expect(sent?.body).toMatchObject({ polissa_type: "electricity", categ_id: 1, title: "Lectura de juny", message: "045872 kWh" });
    expect((sent?.body as { attachments: string[] }).attachments).toHaveLength(2);
    const number = (widget.host.shadowRoot as ShadowRoot).querySelector("[data-case-number]")?.textContent;
    expect(number).toMatch(/^\d+$/);
    // The new request is in the list.
    await user.click(screen.getByRole("link", { name: "See my requests" }));
    await screen.findByRole("link", { name: "Lectura de juny" });
  });

  it("takes at most 6 attachments (spec §5 Uploads)", async () => {
    const widget = await openPortalAt("/solicituts/crear", { customer: "household" });
    await widget.screen.findByLabelText(/^Contract/);
    widget.screen.getByText("Up to 6 files, of up to 15 MB each.");
    await userEvent.setup().upload(
      fileInput(widget),
      Array.from({ length: 7 }, (_, i) => pdf(`${i}.pdf`)),
    );
    widget.screen.getByText("6.pdf was not added: you can attach at most 6 files.");
  });

  it("keeps what was typed on a failed send, says the catalogue's message, and Try again sends it once", async () => {
    const widget = await openPortalAt("/solicituts/crear", { customer: "household" });
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    await fillContact(widget, user, { category: "9" });
    sandbox.setScenario("error500");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your message could not be sent. What you wrote is kept.");
    expect(alert.textContent).toContain("Something went wrong on our side. Please try again.");
    expect(field(screen, /^Subject/).value).toBe("Lectura de juny");
    expect(field(screen, /^Description/).value).toBe("045872 kWh");
    expect(field(screen, /^Category/).value).toBe("9");
    sandbox.setScenario("normal");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Your request was sent" });
    expect(calls(widget, "POST", "crm/cases/")).toHaveLength(2);
  });

  it("sends once on a double click", async () => {
    const widget = await openPortalAt("/solicituts/crear", { customer: "household" });
    const user = userEvent.setup();
    await fillContact(widget, user, { category: "9" });
    await user.dblClick(widget.screen.getByRole("button", { name: "Send" }));
    await widget.screen.findByRole("heading", { name: "Your request was sent" });
    expect(calls(widget, "POST", "crm/cases/")).toHaveLength(1);
  });

  it("with ?autolectures=true and contactAutoReads on: the title changes and the category is forced to 20", async () => {
    const widget = await openPortalAt("/atencio-al-client?autolectures=true", { customer: "household" });
    const { screen } = widget;
    await screen.findByRole("heading", { name: "Customer service", level: 1 });
    screen.getByRole("heading", { name: "Send meter readings", level: 2 });
    expect(screen.queryByRole("heading", { name: "Write to us" })).toBeNull();
    expect(screen.queryByLabelText(/^Category/, { selector: "select" })).toBeNull();
    screen.getByText("Self-readings");
    // The claim is not part of the readings page.
    expect(screen.queryByRole("heading", { name: "File a claim" })).toBeNull();
    const user = userEvent.setup();
    await fillContact(widget, user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Your request was sent" });
    expect(calls(widget, "POST", "crm/cases/")[0]?.body).toMatchObject({ categ_id: 20 });
  });

  it("without contactAutoReads the query changes nothing", async () => {
    const widget = await openPortalAt("/", { customer: "household" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, contactAutoReads: false } }));
    history.replaceState(null, "", "/#/atencio-al-client?autolectures=true");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await widget.screen.findByRole("heading", { name: "Customer service", level: 1 });
    await widget.screen.findByLabelText(/^Category/, { selector: "select" });
    expect(widget.screen.queryByRole("heading", { name: "Send meter readings" })).toBeNull();
  });

  it("on the new-request route the readings change the page's title", async () => {
    const widget = await openPortalAt("/solicituts/crear?autolectures=true", { customer: "household" });
    await widget.screen.findByRole("heading", { name: "Send meter readings", level: 1 });
    await widget.screen.findByText("Self-readings");
  });

  it("the header's send-readings link lands on the self-readings form", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "household" });
    await userEvent.setup().click(await widget.screen.findByRole("button", { name: "Send meter readings" }));
    await widget.screen.findByRole("heading", { name: "Send meter readings", level: 2 });
    expect(widget.screen.queryByRole("heading", { name: "Write to us" })).toBeNull();
  });

  it("disables sending with the read-only tooltip for a staff session", async () => {
    const widget = await openPortalAt("/solicituts/crear", { customer: "readonly" });
    await widget.screen.findByLabelText(/^Contract/);
    const send = widget.screen.getByRole("button", { name: "Send" });
    expect(send.getAttribute("aria-disabled") === "true" || (send as HTMLButtonElement).disabled).toBe(true);
    expect(widget.host.shadowRoot?.textContent).toContain("This action cannot be performed in a read-only session.");
  });
});

describe("customer service and the ATC claim", () => {
  /** Fills the claim: first contract, first type, its first subtype, a description. */
  async function fillClaim(widget: RenderedWidget, user: ReturnType<typeof userEvent.setup>) {
    const { screen } = widget;
    const claim = await screen.findByLabelText(/^Type of claim/);
    const form = claim.closest("form") as HTMLFormElement;
    const inForm = within(form);
    const contract = inForm.getByLabelText(/^Contract/) as HTMLSelectElement;
    await user.selectOptions(contract, contract.options[1] as HTMLOptionElement);
    await user.selectOptions(claim, (claim as HTMLSelectElement).options[1] as HTMLOptionElement);
    const subtype = inForm.getByLabelText(/^Subtype/) as HTMLSelectElement;
    await waitFor(() => expect(subtype.disabled).toBe(false));
    await user.selectOptions(subtype, subtype.options[1] as HTMLOptionElement);
    await user.type(inForm.getByLabelText(/^Description/), "La lectura és estimada.");
    return form;
  }

  it("shows the contact form and the claim; the claim's subtype shows its description; success gives the reference", async () => {
    const widget = await openPortalAt("/atencio-al-client", { customer: "household" });
    const { screen } = widget;
    await screen.findByRole("heading", { name: "Customer service", level: 1 });
    screen.getByRole("heading", { name: "Write to us" });
    screen.getByRole("heading", { name: "File a claim" });
    const user = userEvent.setup();
    const form = await fillClaim(widget, user);
    const subtype = within(form).getByLabelText(/^Subtype/) as HTMLSelectElement;
    const description = subtype.options[subtype.selectedIndex]?.textContent ?? "";
    expect(within(form).getAllByText(description).length).toBeGreaterThan(1); // the option and the hint
    within(form).getByText("1 file, up to 15 MB.");
    await user.upload(fileInput(widget, 1), pdf("lectura.pdf"));
    await user.click(within(form).getByRole("button", { name: "Send the claim" }));
    await screen.findByRole("heading", { name: "Your claim was sent" });
    const [sent] = calls(widget, "POST", /^contracts\/.+\/atc\/$/);
    expect(sent?.body).toMatchObject({ tipus: "01", comments: "La lectura és estimada.", attachment: expect.stringMatching(/^data:/) });
    expect((widget.host.shadowRoot as ShadowRoot).querySelector("[data-reference]")?.textContent).toMatch(/^R1-2025-\d{6}$/);
  });

  it("requires contract, type, subtype and description", async () => {
    const widget = await openPortalAt("/reclamacions", { customer: "household" });
    const { screen } = widget;
    await screen.findByRole("heading", { name: "Claims", level: 1 });
    await screen.findByLabelText(/^Type of claim/);
    await userEvent.setup().click(screen.getByRole("button", { name: "Send the claim" }));
    for (const label of [/^Contract/, /^Type of claim/, /^Subtype/, /^Description/])
      expect(errorAt(field(screen, label))).toBe("This field is required");
  });

  it("a failed claim returns to the form with everything typed (spec §4 ATC form)", async () => {
    const widget = await openPortalAt("/reclamacions", { customer: "household" });
    const user = userEvent.setup();
    const form = await fillClaim(widget, user);
    widget.sandbox.setScenario("error500");
    await user.click(within(form).getByRole("button", { name: "Send the claim" }));
    expect((await widget.screen.findByRole("alert")).textContent).toContain("Your message could not be sent.");
    expect((within(form).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe("La lectura és estimada.");
    expect((within(form).getByLabelText(/^Subtype/) as HTMLSelectElement).value).not.toBe("");
  });

  it("hides the claim when reclamATCContact is off, or the reclamATCContract flag is false", async () => {
    const widget = await openPortalAt("/atencio-al-client", { customer: "household" });
    await widget.screen.findByRole("heading", { name: "File a claim" });
    setFlags(widget, { reclamATCContract: false });
    await waitFor(() => expect(widget.screen.queryByRole("heading", { name: "File a claim" })).toBeNull());
    setFlags(widget, { reclamATCContract: true });
    await widget.screen.findByRole("heading", { name: "File a claim" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, reclamATCContact: false } }));
    await waitFor(() => expect(widget.screen.queryByRole("heading", { name: "File a claim" })).toBeNull());
    // The contact form stays; with crm.case off too, the page says nothing is taken online.
    widget.screen.getByRole("heading", { name: "Write to us" });
    setFlags(widget, { "crm.case": false });
    await widget.screen.findByText("Customer service does not take requests online at the moment.");
  });
});

describe("the claims route's contract and menu entry", () => {
  const menu = (widget: RenderedWidget) => widget.screen.getByRole("navigation", { name: "Main menu" });

  /** The claim form's contract select, once the form shows. */
  async function claimContract(widget: RenderedWidget) {
    const type = await widget.screen.findByLabelText(/^Type of claim/);
    return within(type.closest("form") as HTMLFormElement).getByLabelText(/^Contract/) as HTMLSelectElement;
  }

  it("?contract= (a contract detail's claim option) chooses the claim's contract, read once", async () => {
    const widget = await openPortalAt("/reclamacions?contract=0104522&contractType=gas", { customer: "household" });
    const contract = await claimContract(widget);
    await waitFor(() => expect(contract.selectedOptions[0]?.textContent).toBe("0104522 · Gas"));
    await waitFor(() => expect(location.hash).toBe("#/reclamacions"));
  });

  it("a contract that is not the customer's chooses none", async () => {
    const widget = await openPortalAt("/reclamacions?contract=9999999&contractType=gas", { customer: "household" });
    const contract = await claimContract(widget);
    await waitFor(() => expect(location.hash).toBe("#/reclamacions"));
    expect(contract.value).toBe("");
  });

  it("the menu offers Claims with reclamATCContact and the reclamATCContract flag, and not when either is off", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "household" });
    const entry = await within(menu(widget)).findByRole("link", { name: "Claims" });
    await userEvent.setup().click(entry);
    await widget.screen.findByRole("heading", { name: "Claims", level: 1 });
    setFlags(widget, { reclamATCContract: false });
    await waitFor(() => expect(within(menu(widget)).queryByRole("link", { name: "Claims" })).toBeNull());
    setFlags(widget, { reclamATCContract: true });
    await within(menu(widget)).findByRole("link", { name: "Claims" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, reclamATCContact: false } }));
    await waitFor(() => expect(within(menu(widget)).queryByRole("link", { name: "Claims" })).toBeNull());
  });

  it("a read-only staff session sees the menu entry disabled with the read-only tooltip", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "readonly" });
    const entry = await within(menu(widget)).findByRole("button", { name: "Claims" });
    expect(entry.getAttribute("aria-disabled")).toBe("true");
    expect(widget.host.shadowRoot?.getElementById(entry.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This action cannot be performed in a read-only session.",
    );
    expect(within(menu(widget)).queryByRole("link", { name: "Claims" })).toBeNull();
  });
});

describe("the visitors' contact form (/contacte)", () => {
  it("checks the email, offers the unsigned categories, sends with an attachment and says so plainly", async () => {
    const widget = await openPortalAt("/contacte");
    const { screen } = widget;
    await screen.findByRole("heading", { name: "Contact", level: 1 });
    const category = (await screen.findByLabelText(/^Category/)) as HTMLSelectElement;
    expect(calls(widget, "GET", "crm/cases/categories/").at(-1)?.query).toMatchObject({ unsigned: "true" });
    expect([...category.options].map((o) => o.textContent)).toEqual([
      "Choose a category",
      "New contracts",
      "Other questions",
      "Sales information",
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    for (const label of [/^Email/, /^Mobile/, /^Category/, /^Subject/, /^Description/])
      expect(errorAt(field(screen, label))).toBe("This field is required");
    await user.type(field(screen, /^Email/), "anna@example");
    expect(errorAt(field(screen, /^Email/))).toBe("Email not valid");
    await user.type(field(screen, /^Email/), ".com");
    expect(errorAt(field(screen, /^Email/))).toBeNull();
    await user.type(field(screen, /^Mobile/), "612345678");
    await user.selectOptions(category, "10");
    await user.type(field(screen, /^Subject/), "Preus");
    await user.type(field(screen, /^Description/), "Quins preus teniu?");
    await user.upload(fileInput(widget), pdf("factura.pdf"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Thank you, your message was sent" });
    expect(calls(widget, "POST", "crm/unsigned/")[0]?.body).toMatchObject({
      email: "anna@example.com",
      mobile: "612345678",
      category: 10,
      subject: "Preus",
      description: "Quins preus teniu?",
      attachment: [expect.stringMatching(/^data:application\/pdf/)],
    });
  });

  it("keeps the visitor's words on a network failure", async () => {
    const widget = await openPortalAt("/contacte");
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), "anna@example.com");
    await user.type(field(screen, /^Mobile/), "612345678");
    await user.selectOptions(field(screen, /^Category/), "9");
    await user.type(field(screen, /^Subject/), "Hola");
    await user.type(field(screen, /^Description/), "Una pregunta");
    sandbox.setScenario("down");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your message could not be sent.");
    expect(field(screen, /^Email/).value).toBe("anna@example.com");
    sandbox.setScenario("normal");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Thank you, your message was sent" });
  });

  it("the login's help link and the help dialog lead here", async () => {
    const widget = await openPortalAt("/acces");
    const help = await widget.screen.findByRole("link", { name: /help/i });
    expect(help.getAttribute("href")).toMatch(/contacte$/);
  });
});
