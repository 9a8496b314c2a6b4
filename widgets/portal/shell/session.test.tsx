import userEvent from "@testing-library/user-event";
import { act, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import { OIDC_COOKIES } from "../../../src/domain/portal/session-start";
import { readCookie, writeCookie } from "../../../src/runtime/cookies";
import { TOKEN_COOKIE } from "../../../src/runtime/session";
import { renderWidget } from "../../../test/render-widget";
import "../index";

// Issue 8: "Session start in the spec's order" (spec §4 Session), against the in-process sandbox.
beforeEach(() => history.replaceState(null, "", "/"));
afterEach(() => history.replaceState(null, "", "/"));

/** Opens the portal with hash routing; `pageQuery` is the page's own query (where links and the provider put values). */
async function openAt(path: string, options: { pageQuery?: string; sandbox?: Sandbox } = {}) {
  history.replaceState(null, "", `/${options.pageQuery ? `?${options.pageQuery}` : ""}#${path}`);
  return renderWidget(`<ov-portal routing="hash"></ov-portal>`, { sandbox: options.sandbox });
}

const calls = (sandbox: Sandbox, path: string) => sandbox.requests.filter((request) => request.path === path);

describe("<ov-portal> session start (spec §4, in order)", () => {
  it("signs in with a token from the query, in the token's language, and takes the token out of the address bar", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const token = sandbox.tokenFor("business"); // locale es-ES
    const widget = await openAt("/factures", { pageQuery: `token=${encodeURIComponent(token)}&utm=x`, sandbox });
    await widget.screen.findByRole("heading", { name: "Facturas" });
    expect(widget.runtime.session.getState()).toMatchObject({ status: "authenticated", source: "token" });
    expect(location.search).toBe("?utm=x");
    expect(calls(sandbox, "is_token_valid").length).toBeGreaterThan(0);
  });

  it("a token link the server does not accept lands on the login with a word of why, gone once signed in (issue 36, item 8)", async () => {
    const widget = await openAt("/factures", { pageQuery: "token=a.b.c" });
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    const notice = "The access link you followed is not valid or has expired. Log in to go on.";
    widget.screen.getByText(notice);
    expect(location.search).toBe("");
    act(() => widget.runtime.session.getState().signIn(widget.sandbox.tokenFor("household"), { source: "credentials" }));
    await waitFor(() => expect(widget.screen.queryByText(notice)).toBeNull());
  });

  it("takes a token given in the portal's own query, after the hash, out of the address bar too", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const token = sandbox.tokenFor("business");
    const widget = await openAt(`/factures?token=${encodeURIComponent(token)}&utm=x`, { pageQuery: "campaign=spring", sandbox });
    await widget.screen.findByRole("heading", { name: "Facturas" });
    expect(widget.runtime.session.getState()).toMatchObject({ status: "authenticated", source: "token" });
    expect(location.hash).toBe("#/factures?utm=x");
    expect(location.search).toBe("?campaign=spring");
  });

  it("with memory routing, signs in with the page's token and takes it out of the address bar (the portal's own path never shows there)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    history.replaceState(null, "", `/?utm=x&token=${encodeURIComponent(sandbox.tokenFor("business"))}`);
    const widget = await renderWidget(`<ov-portal routing="memory"></ov-portal>`, { sandbox });
    await waitFor(() => expect(widget.runtime.session.getState()).toMatchObject({ status: "authenticated", source: "token" }));
    expect(location.search).toBe("?utm=x");
    expect(location.hash).toBe("");
  });

  it("signs in with id_client plus secret", async () => {
    const widget = await openAt("/factures", { pageQuery: "id_client=ov-sandbox-client&secret=ov-sandbox-secret" });
    // The client id's token is the household's, in Catalan.
    await widget.screen.findByRole("heading", { name: "Factures" });
    expect(widget.runtime.session.getState().source).toBe("client_id");
    expect(location.search).toBe("");
  });

  it("shows the 505 page when the client id or secret is wrong (spec §8.1), whose button goes on to log in", async () => {
    const widget = await openAt("/factures", { pageQuery: "id_client=ov-sandbox-client&secret=wrong" });
    await widget.screen.findByRole("heading", { name: "The access link is not valid" });
    widget.screen.getByText("Error code 505");
    widget.screen.getByRole("button", { name: "Continue" });
    expect(widget.runtime.session.getState().status).toBe("anonymous");
  });

  it("refreshes a token stored by an earlier visit: no login needed", async () => {
    const sandbox = createSandbox({ seed: 7 });
    writeCookie(TOKEN_COOKIE, sandbox.tokenFor("household"));
    const widget = await openAt("/factures", { sandbox });
    await widget.screen.findByRole("heading", { name: "Invoices" });
    expect(widget.runtime.session.getState().source).toBe("refresh");
  });

  it("clears a stored token the server no longer accepts, and asks to log in keeping the path", async () => {
    writeCookie(TOKEN_COOKIE, "a.b.c");
    const widget = await openAt("/factures");
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(decodeURIComponent(location.hash)).toBe("#/acces?redirectPath=/factures");
  });

  it("a server 500 while reloading a private page is not a logout: the crash page with its refresh, the stored session kept (calls §8.1; issue 36)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const token = sandbox.tokenFor("household");
    writeCookie(TOKEN_COOKIE, token);
    sandbox.setScenario("error500");
    const widget = await openAt("/factures", { sandbox });
    await widget.screen.findByRole("heading", { name: "Something went wrong" });
    widget.screen.getByText("Error code 500");
    widget.screen.getByRole("button", { name: "Refresh the page" });
    expect(calls(sandbox, "is_token_valid").length).toBeGreaterThan(0);
    expect(readCookie(TOKEN_COOKIE)).toBe(token);
    expect(widget.screen.queryByRole("heading", { name: "Log in to your online office" })).toBeNull();
    // The refresh (a new page on the same address) finds the session again once the server is back.
    sandbox.setScenario("normal");
    const again = await openAt("/factures", { sandbox });
    await again.screen.findByRole("heading", { name: "Invoices" });
    expect(again.runtime.session.getState().source).toBe("refresh");
  });

  it("says when the settings could not be loaded, goes on with the built-in ones, and loads them again on retry (calls §8.1; issue 36)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setScenario("error500");
    const widget = await openAt("/acces", { sandbox });
    const title = "Some settings of the online office could not be loaded: some options may be missing.";
    await widget.screen.findByText(title);
    widget.screen.getByRole("heading", { name: "Log in to your online office" });
    sandbox.setScenario("normal");
    await userEvent.setup().click(widget.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(widget.screen.queryByText(title)).toBeNull());
    expect(widget.runtime.settings.getState()).toMatchObject({ publicStatus: "success", flagsStatus: "success" });
  });

  it("keeps the login in the token cookie for the next visit", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    await user.type(await widget.screen.findByRole("textbox", { name: /^User/ }), "47281936P");
    await user.type(widget.screen.getByLabelText(/^Password/), "Sandbox1!");
    await user.click(widget.screen.getByRole("button", { name: "Log in" }));
    await widget.screen.findByRole("heading", { name: "Invoices" });
    expect(readCookie(TOKEN_COOKIE)).toBe(widget.runtime.session.getState().token);
  });
});

describe("<ov-portal> single sign-on (spec §2 Login, §4, §8.1)", () => {
  /** A sandbox with single sign-on on, and a provider code issued for `hint` with the given nonce and state. */
  async function providerReturn(hint: string, nonce: string, state: string) {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { oidc: true } });
    const authorize = await sandbox.fetch(
      `/sandbox/oidc/authorize?redirect_uri=${encodeURIComponent("http://localhost/")}&state=${state}&nonce=${nonce}&login_hint=${hint}`,
      { redirect: "manual" },
    );
    const code = new URL(authorize.headers.get("location") ?? "").searchParams.get("code") ?? "";
    expect(code).not.toBe("");
    return { sandbox, code };
  }

  it("exchanges the provider's code with the stored nonce, signs in and goes to the stored path", async () => {
    const { sandbox, code } = await providerReturn("household", "n-1", "k-1");
    writeCookie(OIDC_COOKIES.nonce, "n-1");
    writeCookie(OIDC_COOKIES.key, "k-1");
    writeCookie(OIDC_COOKIES.path, "/solicituts");
    const widget = await openAt("/connect", { pageQuery: `code=${code}&state=k-1`, sandbox });
    // The household's token asks for Catalan.
    await widget.screen.findByRole("heading", { name: "Sol·licituds" });
    expect(widget.runtime.session.getState()).toMatchObject({ status: "authenticated", source: "openid" });
    expect(calls(sandbox, "user/openid")[0]?.body).toEqual({ code, nonce: "n-1" });
    // The round trip's cookies are gone; the provider's token is kept for its logout.
    expect([readCookie(OIDC_COOKIES.nonce), readCookie(OIDC_COOKIES.key), readCookie(OIDC_COOKIES.path)]).toEqual([null, null, null]);
    expect(readCookie(OIDC_COOKIES.openidToken)).toBe(widget.runtime.session.getState().openidToken);
    expect(location.search).toBe("");
  });

  it("sends a first-time customer to contracting", async () => {
    const { sandbox, code } = await providerReturn("new", "n-2", "k-2");
    writeCookie(OIDC_COOKIES.nonce, "n-2");
    writeCookie(OIDC_COOKIES.key, "k-2");
    await openAt("/connect", { pageQuery: `code=${code}&state=k-2`, sandbox });
    await waitFor(() => expect(location.hash).toBe("#/nou-client-electricitat"));
  });

  // Issue 36 item 8: the promocode the login page had comes back from the provider, whose return
  // address never carries it (spec §2 Login: "goes to contracting if ... a promocode is present").
  it("takes the login page's promocode across the provider to contracting", async () => {
    const { sandbox, code } = await providerReturn("household", "n-5", "k-5");
    writeCookie(OIDC_COOKIES.nonce, "n-5");
    writeCookie(OIDC_COOKIES.key, "k-5");
    writeCookie(OIDC_COOKIES.promocode, "BENVINGUDA10");
    const addresses: string[] = [];
    const replace = history.replaceState.bind(history);
    const replaced = vi.spyOn(history, "replaceState").mockImplementation((state, unused, url) => {
      addresses.push(String(url ?? ""));
      replace(state, unused, url);
    });
    await openAt("/connect", { pageQuery: `code=${code}&state=k-5`, sandbox });
    // The landing carries the code; the wizard then takes it and removes it from the address (spec §2).
    await waitFor(() => expect(addresses.some((url) => url.includes("#/nou-client-electricitat?promocode=BENVINGUDA10"))).toBe(true));
    await waitFor(() => expect(location.hash).toBe("#/nou-client-electricitat"));
    expect(readCookie(OIDC_COOKIES.promocode)).toBeNull();
    replaced.mockRestore();
  });

  it("keeps the login page's promocode for the provider's return when single sign-on starts", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { oidc: true } });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const widget = await openAt("/acces?promocode=BENVINGUDA10", { sandbox });
    await userEvent.setup().click(await widget.screen.findByRole("button", { name: "Log in with single sign-on" }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(readCookie(OIDC_COOKIES.promocode)).toBe("BENVINGUDA10");
    assign.mockRestore();
  });

  it("shows the 504 page when the nonce cookie is missing", async () => {
    const { sandbox, code } = await providerReturn("household", "n-3", "k-3");
    const widget = await openAt("/connect", { pageQuery: `code=${code}&state=k-3`, sandbox });
    await widget.screen.findByRole("heading", { name: "The single sign-on could not be completed" });
    widget.screen.getByText("Error code 504");
    expect(calls(sandbox, "user/openid")).toHaveLength(0);
  });

  it("shows the 401 page when the exchange fails (wrong nonce), and clears the round trip", async () => {
    const { sandbox, code } = await providerReturn("household", "n-4", "k-4");
    writeCookie(OIDC_COOKIES.nonce, "another-nonce");
    writeCookie(OIDC_COOKIES.key, "k-4");
    const widget = await openAt("/connect", { pageQuery: `code=${code}&state=k-4`, sandbox });
    await widget.screen.findByRole("heading", { name: "We could not confirm who you are" });
    widget.screen.getByText("Error code 401");
    expect(readCookie(OIDC_COOKIES.nonce)).toBeNull();
    expect(widget.runtime.session.getState().status).toBe("anonymous");
  });

  it("offers the single sign-on button on the login page next to the form when the default login is allowed", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { oidc: true } });
    const widget = await openAt("/acces", { sandbox });
    await widget.screen.findByRole("button", { name: "Log in with single sign-on" });
    widget.screen.getByRole("textbox", { name: /^User/ });
  });
});

describe("<ov-portal> menu", () => {
  it("offers change password in the menu, except under single sign-on (spec §2 Change password)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    writeCookie(TOKEN_COOKIE, sandbox.tokenFor("household"));
    const widget = await openAt("/solicituts", { sandbox });
    const menu = await widget.screen.findByRole("navigation", { name: "Main menu" });
    await within(menu).findByRole("link", { name: "Change password" });

    const sso = createSandbox({ seed: 7 });
    sso.setSettingsOverride({ features: { oidc: true } });
    writeCookie(TOKEN_COOKIE, sso.tokenFor("household"));
    document.body.innerHTML = "";
    const second = await openAt("/solicituts", { sandbox: sso });
    const ssoMenu = await second.screen.findByRole("navigation", { name: "Main menu" });
    await within(ssoMenu).findByRole("link", { name: "Invoices" });
    expect(within(ssoMenu).queryByRole("link", { name: "Change password" })).toBeNull();
  });
});

describe("<ov-portal> home, read-only sessions and server content", () => {
  it("shows visitors the hero and the action groups; Get started moves focus to the actions (spec §2 Home)", async () => {
    const widget = await openAt("/");
    await widget.screen.findByRole("heading", { name: "Your energy, in your hands" });
    for (const name of ["Contracts", "Invoices", "Consumption"]) widget.screen.getByRole("heading", { name, level: 2 });
    const user = userEvent.setup();
    await user.click(widget.screen.getByRole("button", { name: "Get started" }));
    expect((widget.host.shadowRoot?.activeElement as HTMLElement | null)?.className).toContain("ov-portal__groups");
    await user.click(widget.screen.getByRole("button", { name: "See my invoices" }));
    // A private action sends a visitor to log in first.
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
  });

  it("leaves the visitors' hero out when features.homeHero is off: the action groups under the home's title (spec §2 Home: an optional hero)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    sandbox.setSettingsOverride({ features: { homeHero: false } });
    const widget = await openAt("/", { sandbox });
    await widget.screen.findByRole("heading", { name: "What would you like to do?", level: 1 });
    widget.screen.getByRole("heading", { name: "Invoices", level: 2 });
    expect(widget.screen.queryByRole("heading", { name: "Your energy, in your hands" })).toBeNull();
    expect(widget.screen.queryByRole("button", { name: "Get started" })).toBeNull();
  });

  it("disables power, bank, address and data-transfer actions with the read-only tooltip for a staff session (spec §2 Home, §6)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    writeCookie(TOKEN_COOKIE, sandbox.tokenFor("readonly"));
    const widget = await openAt("/solicituts", { sandbox });
    await widget.screen.findByRole("heading", { name: "Support requests" });
    widget.screen.getByText(/Read-only session/);
    // The sandbox's private settings send home to invoices (dashboard); show the tab groups.
    await waitFor(() => expect(widget.runtime.settings.getState().privateStatus).toBe("success"));
    widget.runtime.settings.setState((state) => ({ settings: { ...state.settings, homepage: "tabGroups" } }));
    history.replaceState(null, "", "/#/");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await widget.screen.findByRole("heading", { name: "What would you like to do?" });
    const power = widget.screen.getByRole("button", { name: "Change the contracted power" });
    expect(power.getAttribute("aria-disabled")).toBe("true");
    expect(widget.host.shadowRoot?.getElementById(power.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This action cannot be performed in a read-only session.",
    );
    expect(widget.screen.getByRole("button", { name: "See my invoices" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("renders the Login group's server blocks sanitised (spec §2 Login)", async () => {
    const widget = await openAt("/acces");
    await widget.screen.findByText(/may be down for maintenance/);
    const root = widget.host.shadowRoot as ShadowRoot;
    expect(root.querySelector("script")).toBeNull();
    expect(root.querySelector("[onerror]")).toBeNull();
  });

  it("lists the dynamic pages in the menu and shows a page's blocks (spec §2 /d/{routePath}/{pageId})", async () => {
    const sandbox = createSandbox({ seed: 7 });
    // A stored token keeps the page's language (only a query token or single sign-on sets it).
    writeCookie(TOKEN_COOKIE, sandbox.tokenFor("household"));
    const widget = await openAt("/factures", { sandbox });
    const link = await widget.screen.findByRole("link", { name: "Our tariffs" });
    const user = userEvent.setup();
    await user.click(link);
    expect(location.hash).toBe("#/d/tarifes/1");
    await widget.screen.findByRole("heading", { name: "Our tariffs", level: 1 });
    // happy-dom cannot run the sanitiser faithfully, so server HTML shows as text here (real Chromium: test/browser).
    await widget.screen.findByText(/Electricity tariffs/);
  });
});

// Issue 20: the start waits for the public settings only when it has something to check.
describe("<ov-portal> session start and the public settings", () => {
  /** A sandbox whose public settings answer only once `release` is called. */
  function heldSettings() {
    const sandbox = createSandbox({ seed: 7 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    /** Whether the public settings were asked for (and are held); the answers handed to the tag, by path. */
    const seen = { settingsHeld: false, answers: new Map<string, Response>() };
    const held: Sandbox["fetch"] = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.includes("/ov_customize/ov_settings")) {
        seen.settingsHeld = true;
        await released;
      }
      const response = await sandbox.fetch(input, init);
      seen.answers.set(url.pathname.replace(/^.*\/api\/v\d+\//, ""), response);
      return response;
    };
    return { sandbox: Object.assign(Object.create(sandbox) as Sandbox, { fetch: held }), release, seen };
  }

  it("draws a visitor's login before the settings answer, and follows them once they arrive", async () => {
    const { sandbox, release } = heldSettings();
    sandbox.setSettingsOverride({ features: { signup: false } });
    const widget = await openAt("/acces", { sandbox });
    // The built-in settings meanwhile (spec §1: the server's are merged over them): sign-up is on.
    await widget.screen.findByRole("textbox", { name: /^User/ });
    widget.screen.getByRole("link", { name: "Sign up to the online office" });
    expect(widget.runtime.settings.getState().publicStatus).not.toBe("success");
    release();
    await waitFor(() => expect(widget.screen.queryByRole("link", { name: "Sign up to the online office" })).toBeNull());
    widget.screen.getByRole("textbox", { name: /^User/ });
  });

  it("a login sent before the settings answer goes on once they have", async () => {
    const { sandbox, release, seen } = heldSettings();
    const widget = await openAt("/acces", { sandbox });
    const user = userEvent.setup();
    await user.type(await widget.screen.findByRole("textbox", { name: /^User/ }), "47281936P");
    await user.type(widget.screen.getByLabelText(/^Password/), "Sandbox1!");
    await user.click(widget.screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(calls(sandbox, "user/login")).toHaveLength(1));
    // The tag has read the login's answer (its body is used), and waits for the settings there.
    await waitFor(() => expect(seen.answers.get("user/login")?.bodyUsed).toBe(true));
    // Where it goes on depends on them (afterLogin): nothing moves yet.
    expect(location.hash).toBe("#/acces");
    expect(widget.runtime.session.getState().status).toBe("anonymous");
    release();
    await widget.screen.findByRole("heading", { name: "Invoices" });
    expect(widget.runtime.session.getState().status).toBe("authenticated");
  });

  it("takes no redirect before the settings answer: the home they choose may be public", async () => {
    const { sandbox, release, seen } = heldSettings();
    const widget = await openAt("/", { sandbox });
    // The portal waits for the settings it asked for, with a status on show.
    await waitFor(() => expect(seen.settingsHeld).toBe(true));
    await widget.screen.findByRole("status");
    // The built-in home is the invoices, behind the login; the sandbox's is its public page of tabs.
    expect(location.hash).toBe("#/");
    expect(widget.screen.queryByRole("textbox", { name: /^User/ })).toBeNull();
    release();
    await widget.screen.findByRole("heading", { name: "Your energy, in your hands" });
    expect(location.hash).toBe("#/");
  });

  it("with a start value in the address, waits for the settings (single sign-on is one of them) before any screen", async () => {
    const { sandbox, release, seen } = heldSettings();
    const token = sandbox.tokenFor("household");
    const widget = await openAt("/factures", { pageQuery: `token=${encodeURIComponent(token)}`, sandbox });
    // The portal waits for the settings it asked for, with a status on show.
    await widget.screen.findByRole("status");
    await waitFor(() => expect(seen.settingsHeld).toBe(true));
    expect(widget.screen.queryByRole("heading")).toBeNull();
    expect(widget.screen.queryByRole("textbox")).toBeNull();
    release();
    // The household's token asks for Catalan, and its invoices come in Catalan from their first paint.
    await widget.screen.findByRole("heading", { name: "Factures" });
    expect(widget.runtime.session.getState().source).toBe("token");
  });
});
