import { waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWidget, type RenderedWidget } from "../../../test/render-widget";
import "../../price-alerts/index";
import "../index";

type Screen = RenderedWidget["screen"];

beforeEach(() => {
  history.replaceState(null, "", "/");
});
afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

/** Opens the portal with hash routing at a portal path. */
async function openAt(path: string, options: { token?: string } = {}) {
  history.replaceState(null, "", `/#${path}`);
  return renderWidget(`<ov-portal routing="hash"></ov-portal>`, options);
}

async function logIn(user: UserEvent, screen: Screen, login = "47281936P", password = "Sandbox1!") {
  await user.type(await screen.findByRole("textbox", { name: /^User/ }), login);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

const currentHash = () => decodeURIComponent(location.hash);

describe("<ov-portal> routes and session (spec §2, §4)", () => {
  it("sends a visitor of a private route to login, then back to that route with its query after logging in", async () => {
    const widget = await openAt("/factures?contractType=gas");
    const events: string[] = [];
    for (const name of ["ov-login", "ov-navigate"]) document.addEventListener(name, () => events.push(name));
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(currentHash()).toBe("#/acces?contractType=gas&redirectPath=/factures");

    const user = userEvent.setup();
    await logIn(user, widget.screen);
    await widget.screen.findByRole("heading", { name: "Invoices" });
    expect(currentHash()).toBe("#/factures?contractType=gas");
    expect(widget.runtime.session.getState().status).toBe("authenticated");
    expect(events).toEqual(["ov-login", "ov-navigate"]);
  });

  it("a login here signs in every other tag on the page (issue 8): a price-alerts tag shows the customer's alerts", async () => {
    const widget = await openAt("/acces");
    const alerts = document.createElement("ov-price-alerts");
    document.body.append(alerts);
    const alertsScreen = within(await waitFor(() => alerts.shadowRoot as unknown as HTMLElement));
    await alertsScreen.findByText("Sign in to see and set alerts on market prices.");
    await logIn(userEvent.setup(), widget.screen);
    await alertsScreen.findByRole("table", {}, { timeout: 3000 });
  });

  it("says the credentials are wrong and keeps the user typed", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    await logIn(user, widget.screen, "47281936P", "wrong-password");
    await widget.screen.findByText("The user or the password is not correct.");
    expect((widget.screen.getByRole("textbox", { name: /^User/ }) as HTMLInputElement).value).toBe("47281936P");
  });

  it("on a failed call says the catalogue's message, keeps what was typed, and Try again sends the same credentials", async () => {
    const widget = await openAt("/acces");
    const { screen, sandbox } = widget;
    const logins = () => sandbox.requests.filter((request) => request.path === "user/login");
    const user = userEvent.setup();
    sandbox.setScenario("down");
    await logIn(user, screen);
    expect((await screen.findByRole("alert")).textContent).toContain("The service cannot be reached. Check your connection and try again.");
    expect((screen.getByRole("textbox", { name: /^User/ }) as HTMLInputElement).value).toBe("47281936P");
    sandbox.setScenario("normal");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Invoices" });
    expect(widget.runtime.session.getState().status).toBe("authenticated");
    // The failed send and its Try again, with the same credentials.
    const sent = { user: "47281936P", password: "Sandbox1!" };
    expect(logins().map((request) => request.body)).toEqual([sent, sent]);
  });

  it("sends one login for a double click on Log in", async () => {
    const widget = await openAt("/acces");
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^User/ }), "47281936P");
    await user.type(screen.getByLabelText(/^Password/), "Sandbox1!");
    await user.dblClick(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("heading", { name: "Invoices" });
    expect(sandbox.requests.filter((request) => request.path === "user/login")).toHaveLength(1);
  });

  it("refuses an open redirect after login and goes home instead", async () => {
    const widget = await openAt(`/acces?redirectPath=${encodeURIComponent("//evil.example/factures")}`);
    const user = userEvent.setup();
    await logIn(user, widget.screen);
    // Home redirects to invoices (default homepage): the portal's own page, never the other origin.
    await widget.screen.findByRole("heading", { name: "Invoices" });
    expect(currentHash()).toBe("#/factures");
  });

  it("goes to change password when the server says the password must change", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    await logIn(user, widget.screen, "23456789D", "Canvia1!");
    await widget.screen.findByRole("heading", { name: "Change password" });
  });

  it("logs out from the header: the session ends everywhere and login shows", async () => {
    const widget = await openAt("/acces");
    const logouts: unknown[] = [];
    document.addEventListener("ov-logout", (event) => logouts.push((event as CustomEvent).detail), { once: true });
    const user = userEvent.setup();
    await logIn(user, widget.screen);
    await user.click(await widget.screen.findByRole("button", { name: "Log out" }));
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(widget.runtime.session.getState().status).toBe("anonymous");
    expect(logouts).toEqual([{}]);
  });

  it("sends a signed-in customer away from the login page", async () => {
    const first = await openAt("/acces");
    await logIn(userEvent.setup(), first.screen);
    await first.screen.findByRole("heading", { name: "Invoices" });
    history.replaceState(null, "", "/#/acces");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await first.screen.findByRole("heading", { name: "Invoices" });
    expect(currentHash()).toBe("#/factures");
  });

  it("shows the 404 page for an unknown path, with a way home", async () => {
    const widget = await openAt("/no-existeix");
    await widget.screen.findByRole("heading", { name: "Page not found" });
    widget.screen.getByRole("button", { name: "Go to the start" });
  });

  it("mounts the public widgets at their routes, for visitors too", async () => {
    const widget = await openAt("/potencia");
    const nested = await waitFor(() => {
      const tag = widget.host.shadowRoot?.querySelector("ov-power-calculator");
      if (!tag) throw new Error("no <ov-power-calculator> yet");
      return tag;
    });
    expect(nested.getAttribute("lang")).toBe("en");
    widget.screen.getByRole("navigation", { name: "Main menu" });
  });

  it("gives the public widget at its route the portal's theme", async () => {
    history.replaceState(null, "", "/#/potencia");
    const widget = await renderWidget(`<ov-portal routing="hash" theme="dark"></ov-portal>`);
    const nested = await waitFor(() => {
      const tag = widget.host.shadowRoot?.querySelector("ov-power-calculator");
      if (!tag) throw new Error("no <ov-power-calculator> yet");
      return tag;
    });
    expect(nested.getAttribute("theme")).toBe("dark");
  });

  it("hands a promocode of its address to the contracting wizard, then takes it out of the address (spec §2)", async () => {
    const widget = await openAt("/nou-client-electricitat?promocode=BENVINGUDA10&utm_source=mail");
    const wizard = await waitFor(
      () => {
        const tag = widget.host.shadowRoot?.querySelector("ov-contracting");
        if (!tag) throw new Error("no <ov-contracting> yet");
        return tag;
      },
      { timeout: 3000 },
    );
    await waitFor(() => expect(currentHash()).toBe("#/nou-client-electricitat?utm_source=mail"));
    // The route stays: the wizard keeps the code it was given.
    expect(wizard.getAttribute("promocode")).toBe("BENVINGUDA10");
    expect(wizard.getAttribute("type")).toBe("electricity");
  });

  it("in maintenance shows only the maintenance page and sends every path to the root", async () => {
    const widget = await openAt("/factures");
    widget.runtime.settings.setState((state) => ({
      settings: { ...state.settings, maintenance: { ...state.settings.maintenance, enabled: true } },
    }));
    await widget.screen.findByRole("heading", { name: "We are improving the online office" });
    expect(currentHash()).toBe("#/");
    expect(widget.screen.queryByRole("navigation")).toBeNull();
  });

  it("opens the session-expired dialog on token_expired, whose button logs out", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    await logIn(user, widget.screen);
    await widget.screen.findByRole("heading", { name: "Invoices" });
    widget.runtime.session.getState().expire();
    const dialog = await widget.screen.findByRole("dialog", { name: "Your session has expired" });
    expect(dialog.matches("dialog[open]")).toBe(true);
    await user.click(widget.screen.getByRole("button", { name: "Log in again" }));
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(widget.runtime.session.getState().status).toBe("anonymous");
  });
});
