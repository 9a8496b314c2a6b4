import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createSandbox } from "../../../demo/sandbox/sandbox";
import { ACCEPT_ALL, consentCookies, REJECT_ALL, type ConsentChoice } from "../../../src/domain/portal/consent";
import { defaultSettings } from "../../../src/runtime/default-settings";
import type { OvEventMap } from "../../../src/events/catalogue";
import { freshPortalPageEachTest, goTo, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import "../index";

// issue 19 item 6: what the shell still lacked (spec §2 Login, Change password, Other; §6 flags and read-only).
freshPortalPageEachTest();

const BYPASS = defaultSettings().maintenance.bypassCookie;
const consent = (choice: ConsentChoice) => {
  for (const [name, value] of consentCookies(choice)) document.cookie = `${name}=${value}; path=/`;
};
const pageViews = () => {
  const seen: Array<OvEventMap["ov-page-view"]> = [];
  document.addEventListener("ov-page-view", (event) => seen.push((event as CustomEvent<OvEventMap["ov-page-view"]>).detail));
  return seen;
};

describe("maintenance-bypass cookie (spec §2 Other)", () => {
  it("a tester with the cookie sees the portal during maintenance; without it, only the maintenance page", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ maintenance: { enabled: true } });
    document.cookie = `${BYPASS}=1; path=/`;
    const tester = await openPortalAt("/factures", { customer: "household", sandbox });
    expect(await tester.screen.findByRole("heading", { name: "Invoices" })).toBeTruthy();
    expect(tester.screen.queryByRole("heading", { name: "We are improving the online office" })).toBeNull();

    document.body.innerHTML = "";
    document.cookie = `${BYPASS}=; path=/; max-age=0`;
    const customer = await openPortalAt("/factures", { customer: "household", sandbox });
    expect(await customer.screen.findByRole("heading", { name: "We are improving the online office" })).toBeTruthy();
    expect(location.hash).toBe("#/");
  });
});

describe("analytics hook (spec §2 Other, §6 analytics flag)", () => {
  it("fires ov-page-view with the path (no query) on each screen, with the flag and the statistics consent", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { analytics: true } });
    consent({ ...REJECT_ALL, statistics: true });
    const seen = pageViews();
    const widget = await openPortalAt("/factures?contractType=gas", { customer: "household", sandbox });
    await widget.screen.findByRole("heading", { name: "Invoices" });
    await waitFor(() => expect(seen).toEqual([{ path: "/factures", screen: "invoices" }]));
    await userEvent
      .setup()
      .click(within(widget.screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Support requests" }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ path: "/solicituts", screen: "supportRequests" }));
    expect(seen).toHaveLength(2);
  });

  it("fires nothing without the statistics consent, or with the flag off", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { analytics: true } });
    consent({ ...ACCEPT_ALL, statistics: false });
    const seen = pageViews();
    const widget = await openPortalAt("/factures", { customer: "household", sandbox });
    await widget.screen.findByRole("heading", { name: "Invoices" });
    goTo("/solicituts");
    await widget.screen.findByRole("heading", { name: "Support requests" });

    document.body.innerHTML = "";
    consent(ACCEPT_ALL);
    const flagOff = await openPortalAt("/factures", { customer: "household" });
    await flagOff.screen.findByRole("heading", { name: "Invoices" });
    goTo("/solicituts");
    await flagOff.screen.findByRole("heading", { name: "Support requests" });
    expect(seen).toEqual([]);
  });
});

describe("change password (spec §2 Change password, §6 read-only)", () => {
  it("under single sign-on the menu entry goes to the provider's account page", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { oidc: true }, oidc: { accountUrl: "https://idp.example/account" } });
    const widget = await openPortalAt("/solicituts", { customer: "household", sandbox });
    const menu = widget.screen.getByRole("navigation", { name: "Main menu" });
    const entry = await within(menu).findByRole("link", { name: "Change password" });
    expect(entry.getAttribute("href")).toBe("https://idp.example/account");
    // The portal's own route sends there too rather than showing a form the provider does not read.
    goTo("/canvi-de-clau");
    const provider = await widget.screen.findByRole("link", { name: "Change your password at your identity provider's account page" });
    expect(provider.getAttribute("href")).toBe("https://idp.example/account");
    expect(widget.screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it("a provider address that is not http(s) counts as none: the entry stays hidden", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { oidc: true }, oidc: { accountUrl: "javascript:alert(1)" } });
    const widget = await openPortalAt("/solicituts", { customer: "household", sandbox });
    const menu = widget.screen.getByRole("navigation", { name: "Main menu" });
    await within(menu).findByRole("link", { name: "Invoices" });
    expect(within(menu).queryByRole("link", { name: "Change password" })).toBeNull();
    expect(within(menu).queryByRole("button", { name: "Change password" })).toBeNull();
  });

  it("a read-only token sees the entry disabled with the read-only tooltip, and the route refuses", async () => {
    const widget = await openPortalAt("/solicituts", { customer: "readonly" });
    const menu = widget.screen.getByRole("navigation", { name: "Main menu" });
    const entry = await within(menu).findByRole("button", { name: "Change password" });
    expect(entry.getAttribute("aria-disabled")).toBe("true");
    expect(widget.host.shadowRoot?.getElementById(entry.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This action cannot be performed in a read-only session.",
    );
    expect(within(menu).queryByRole("link", { name: "Change password" })).toBeNull();
    await userEvent.setup().click(entry);
    expect(location.hash).toBe("#/solicituts");

    goTo("/canvi-de-clau");
    expect(await widget.screen.findByRole("heading", { name: "Change password" })).toBeTruthy();
    expect(
      widget.screen.getByText("This action cannot be performed in a read-only session.", { selector: ".ov-alert *, .ov-alert" }),
    ).toBeTruthy();
    expect(widget.screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(widget.screen.queryByRole("button", { name: "Send" })).toBeNull();
  });
});

describe("login form (spec §2 Login, §5 errors after the first submit)", () => {
  it("says a required field at the field after Log in, focuses it, sends nothing, and clears it as the customer types", async () => {
    const widget = await openPortalAt("/acces");
    const user = userEvent.setup();
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    await user.type(widget.screen.getByLabelText(/^Password/), "Sandbox1!");
    await user.click(widget.screen.getByRole("button", { name: "Log in" }));
    const field = widget.screen.getByRole("textbox", { name: /^User/ });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(
      widget.host.shadowRoot?.getElementById((field.getAttribute("aria-describedby") ?? "").split(" ").at(-1) ?? "")?.textContent,
    ).toBe("This field is required");
    expect((widget.host.shadowRoot as ShadowRoot).activeElement).toBe(field);
    expect(widget.sandbox.requests.filter((request) => request.path.endsWith("user/login"))).toEqual([]);
    await user.type(field, "47281936P");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBeNull());
    await user.click(widget.screen.getByRole("button", { name: "Log in" }));
    expect(await widget.screen.findByRole("heading", { name: "Invoices" })).toBeTruthy();
    expect(widget.sandbox.requests.filter((request) => request.path.endsWith("user/login"))).toHaveLength(1);
  }, 15_000);
});

describe("login exit (spec §2 Login)", () => {
  it("shows Exit only when the settings say where it goes", async () => {
    const widget = await openPortalAt("/acces");
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(widget.screen.queryByRole("button", { name: "Exit" })).toBeNull();
    patchSettings(widget.runtime, (settings) => ({ ...settings, links: { ...settings.links, exit: "https://www.example.com/" } }));
    expect(await widget.screen.findByRole("button", { name: "Exit" })).toBeTruthy();
    patchSettings(widget.runtime, (settings) => ({ ...settings, links: { ...settings.links, exit: "javascript:alert(1)" } }));
    await waitFor(() => expect(widget.screen.queryByRole("button", { name: "Exit" })).toBeNull());
  });
});

describe("vertical header (spec §2 Other, §6 header mode and sidebar group)", () => {
  it("puts logout at the bottom of the side menu, and it logs out", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { headerMode: "vertical" } });
    const widget = await openPortalAt("/factures", { customer: "household", sandbox });
    await widget.screen.findByRole("heading", { name: "Invoices" });
    const root = widget.host.shadowRoot as ShadowRoot;
    expect(root.querySelector(".ov-portal")?.classList.contains("ov-portal--vertical")).toBe(true);
    const header = root.querySelector(".ov-portal__header") as HTMLElement;
    const logout = within(header).getByRole("button", { name: "Log out" });
    // Last in the side column, after the menu and the other tools: the tools sit at the column's foot
    // (shell.styles.ts), the logout last among them, and nothing of the header comes after them.
    const tools = header.querySelector(".ov-portal__tools");
    expect(tools?.lastElementChild).toBe(logout);
    const inOrder = [...header.querySelectorAll("nav, .ov-portal__tools, .ov-portal__tools > *")];
    expect(inOrder.at(-1)).toBe(logout);
    expect(inOrder.indexOf(header.querySelector("nav") as Element)).toBe(0);
    expect(logout.classList.contains("ov-portal__logout")).toBe(true);
    await userEvent.setup().click(logout);
    expect(await widget.screen.findByRole("heading", { name: "Log in to your online office" })).toBeTruthy();
    expect(widget.runtime.session.getState().status).toBe("anonymous");
  });

  it("with the sidebar-group flag gathers the contract lists under one heading that opens and closes", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { headerMode: "vertical", sidebarGroup: true } });
    const widget = await openPortalAt("/contractes/gas", { customer: "household", sandbox });
    const menu = widget.screen.getByRole("navigation", { name: "Main menu" });
    const group = await within(menu).findByRole("button", { name: "Contracts" });
    // Open from the start: it holds the page on show.
    expect(group.getAttribute("aria-expanded")).toBe("true");
    expect(within(menu).getByRole("link", { name: "Gas contracts" }).getAttribute("aria-current")).toBe("page");
    const user = userEvent.setup();
    await user.click(group);
    expect(group.getAttribute("aria-expanded")).toBe("false");
    expect(within(menu).queryByRole("link", { name: "Electricity contracts" })).toBeNull();
    await user.click(group);
    expect(within(menu).getByRole("link", { name: "Electricity contracts" })).toBeTruthy();
    // Invoices belongs to no group: a plain entry.
    expect(within(menu).getByRole("link", { name: "Invoices" })).toBeTruthy();
  });

  it("without the flag, or in the horizontal header, the menu stays flat", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { sidebarGroup: true } });
    const widget = await openPortalAt("/factures", { customer: "household", sandbox });
    const menu = widget.screen.getByRole("navigation", { name: "Main menu" });
    await within(menu).findByRole("link", { name: "Gas contracts" });
    expect(within(menu).queryByRole("button", { name: "Contracts" })).toBeNull();
  });
});
