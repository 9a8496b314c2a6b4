import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import "../index";
import { freshPortalPageEachTest, openAt, openPortalAt } from "../../../test/portal-helpers";

freshPortalPageEachTest();

/** The header's bar: the logo or name, the customer's name and the Menu button. */
const bar = (host: HTMLElement) => host.shadowRoot?.querySelector<HTMLElement>(".ov-portal__bar") as HTMLElement;

describe("the header's brand and customer (issue 39 item 2)", () => {
  it("shows the retailer's logo with its name as alternative text, as the logo part", async () => {
    const widget = await openAt("/acces");
    widget.host.setAttribute("logo-alt", "Energia Verda");
    widget.host.setAttribute("logo", "https://cdn.example/logo.svg");
    const logo = await within(bar(widget.host)).findByRole("img", { name: "Energia Verda" });
    expect(logo.getAttribute("src")).toBe("https://cdn.example/logo.svg");
    expect(logo.getAttribute("part")).toBe("logo");
  });

  it("resolves a logo relative to the page, and drops one the safe-URL rule refuses, showing the name instead", async () => {
    const widget = await openAt("/acces");
    widget.host.setAttribute("logo-alt", "Energia Verda");
    widget.host.setAttribute("logo", "/img/logo.png");
    const logo = await within(bar(widget.host)).findByRole("img", { name: "Energia Verda" });
    expect(logo.getAttribute("src")).toBe(new URL("/img/logo.png", document.baseURI).href);

    widget.host.setAttribute("logo", "javascript:alert(1)");
    await waitFor(() => expect(within(bar(widget.host)).queryByRole("img")).toBeNull());
    expect(within(bar(widget.host)).getByText("Energia Verda").getAttribute("part")).toBe("logo");
  });

  it("shows the name in place of a logo that does not load, and nothing without a name (never a broken image)", async () => {
    const widget = await openAt("/acces");
    widget.host.setAttribute("logo-alt", "Energia Verda");
    widget.host.setAttribute("logo", "https://cdn.example/missing.svg");
    const logo = await within(bar(widget.host)).findByRole("img", { name: "Energia Verda" });
    logo.dispatchEvent(new Event("error"));
    await waitFor(() => expect(within(bar(widget.host)).queryByRole("img")).toBeNull());
    within(bar(widget.host)).getByText("Energia Verda");

    widget.host.removeAttribute("logo-alt");
    await waitFor(() => expect(within(bar(widget.host)).queryByText("Energia Verda")).toBeNull());
    expect(widget.host.shadowRoot?.querySelector('[part="logo"]')).toBeNull();
  });

  it("names the signed-in customer from the profile, whole in its title, and nobody once logged out", async () => {
    const widget = await openPortalAt("/factures", { customer: "household" });
    const name = await within(bar(widget.host)).findByText("Marta Puig Ferrer");
    expect(name.getAttribute("title")).toBe("Marta Puig Ferrer");
    expect(name.textContent).toBe("Signed in as Marta Puig Ferrer");

    await userEvent.click(await widget.screen.findByRole("button", { name: "Log out" }));
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(within(bar(widget.host)).queryByText("Marta Puig Ferrer")).toBeNull();
  });
});

describe("Help among the header's tools (issue 39 item 4)", () => {
  it("is a button of the header, not of a floating dock", async () => {
    const widget = await openAt("/acces");
    const help = await widget.screen.findByRole("button", { name: "Help" });
    expect(help.closest(".ov-portal__header")).not.toBeNull();
    expect(widget.host.shadowRoot?.querySelector(".ov-portal__dock")?.contains(help) ?? false).toBe(false);
  });
});
