import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { analyticsAllowed } from "../../../src/domain/portal/consent";
import "../index";
import { telHref } from "./help";
import { cookies, openAt, freshPortalPageEachTest, patchSettings } from "../../../test/portal-helpers";

freshPortalPageEachTest();

const CONSENT = "Cookies on this site";
const activeIn = (host: HTMLElement) => host.shadowRoot?.activeElement ?? null;

describe("cookie consent (spec §2 Other, §9 rcl_* cookies)", () => {
  it("shows on a first visit, without taking the focus; accept all writes the cookies and it does not show again", async () => {
    const widget = await openAt("/acces");
    const region = await widget.screen.findByRole("region", { name: CONSENT });
    expect(region.contains(activeIn(widget.host))).toBe(false);
    expect(analyticsAllowed()).toBe(false);

    const user = userEvent.setup();
    await user.click(widget.screen.getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(widget.screen.queryByRole("region", { name: CONSENT })).toBeNull());
    expect(cookies()).toMatchObject({
      rcl_consent_given: "true",
      rcl_cookies_accepted: "true",
      rcl_preferences_consent: "true",
      rcl_statistics_consent: "true",
      rcl_marketing_consent: "true",
    });
    expect(analyticsAllowed()).toBe(true);

    document.body.innerHTML = "";
    const again = await openAt("/acces");
    await again.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(again.screen.queryByRole("region", { name: CONSENT })).toBeNull();
  });

  it("reject all keeps only the necessary cookies: no analytics", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    await user.click(await widget.screen.findByRole("button", { name: "Reject all" }));
    await waitFor(() => expect(widget.screen.queryByRole("region", { name: CONSENT })).toBeNull());
    expect(cookies()).toMatchObject({
      rcl_consent_given: "true",
      rcl_cookies_accepted: "false",
      rcl_preferences_consent: "false",
      rcl_statistics_consent: "false",
      rcl_marketing_consent: "false",
    });
    expect(analyticsAllowed()).toBe(false);
  });

  it("saves a choice per category; necessary is always on and cannot be switched off", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    await user.click(await widget.screen.findByRole("button", { name: "Choose cookies" }));
    const necessary = widget.screen.getByRole("switch", { name: "Necessary" });
    expect(necessary.getAttribute("aria-checked")).toBe("true");
    expect((necessary as HTMLButtonElement).disabled).toBe(true);
    // The expanded choices take the focus from the button that went away.
    expect(activeIn(widget.host)).toBe(widget.screen.getByRole("switch", { name: "Preferences" }));

    await user.click(widget.screen.getByRole("switch", { name: "Statistics" }));
    await user.click(widget.screen.getByRole("button", { name: "Save choice" }));
    await waitFor(() => expect(widget.screen.queryByRole("region", { name: CONSENT })).toBeNull());
    expect(cookies()).toMatchObject({
      rcl_consent_given: "true",
      rcl_cookies_accepted: "false",
      rcl_preferences_consent: "false",
      rcl_statistics_consent: "true",
      rcl_marketing_consent: "false",
    });
    expect(analyticsAllowed()).toBe(true);
  });

  it("reopens from Cookie settings with the stored choice, focus on its heading, and gives the focus back", async () => {
    document.cookie = "rcl_consent_given=true; path=/";
    document.cookie = "rcl_marketing_consent=true; path=/";
    const widget = await openAt("/acces");
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(widget.screen.queryByRole("region", { name: CONSENT })).toBeNull();

    const user = userEvent.setup();
    const settingsButton = widget.screen.getByRole("button", { name: "Cookie settings" });
    await user.click(settingsButton);
    await widget.screen.findByRole("region", { name: CONSENT });
    expect(activeIn(widget.host)).toBe(widget.screen.getByRole("heading", { name: CONSENT }));
    expect(widget.screen.getByRole("switch", { name: "Marketing" }).getAttribute("aria-checked")).toBe("true");
    expect(widget.screen.getByRole("switch", { name: "Statistics" }).getAttribute("aria-checked")).toBe("false");

    await user.click(widget.screen.getByRole("button", { name: "Reject all" }));
    await waitFor(() => expect(widget.screen.queryByRole("region", { name: CONSENT })).toBeNull());
    await waitFor(() => expect(activeIn(widget.host)).toBe(widget.screen.getByRole("button", { name: "Cookie settings" })));
    expect(cookies().rcl_marketing_consent).toBe("false");
  });
});

describe("help dialog (spec §2 Other, §6 help dialog flag)", () => {
  it("opens with the organization's email and phone links, closes with Escape and gives the focus back", async () => {
    const widget = await openAt("/acces");
    const user = userEvent.setup();
    const helpButton = await widget.screen.findByRole("button", { name: "Help" });
    await user.click(helpButton);
    const dialog = await widget.screen.findByRole("dialog", { name: "Do you need help?" });
    expect(dialog.querySelector('a[href="mailto:atencio@ov-sandbox.example"]')?.textContent).toBe("atencio@ov-sandbox.example");
    expect(dialog.querySelector('a[href="tel:900533533"]')?.textContent).toBe("900 533 533");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(widget.screen.queryByRole("dialog")).toBeNull());
    expect(activeIn(widget.host)).toBe(helpButton);
  });

  it("opens the partner's own help address when the settings give one, in a new window, safely", async () => {
    const widget = await openAt("/acces");
    patchSettings(widget.runtime, (settings) => ({ ...settings, links: { ...settings.links, help: "https://help.example/faq" } }));
    const user = userEvent.setup();
    await user.click(await widget.screen.findByRole("button", { name: "Help" }));
    const contact = await widget.screen.findByRole("link", { name: /^Contact us/ });
    expect(contact.getAttribute("href")).toBe("https://help.example/faq");
    expect(contact.getAttribute("rel")).toBe("noopener noreferrer");
    expect(contact.getAttribute("target")).toBe("_blank");
  });

  it("without a help address, the contact button goes to the contact page", async () => {
    const widget = await openAt("/acces");
    patchSettings(widget.runtime, (settings) => ({ ...settings, links: { ...settings.links, help: "" } }));
    const user = userEvent.setup();
    await user.click(await widget.screen.findByRole("button", { name: "Help" }));
    await user.click(await widget.screen.findByRole("button", { name: "Contact us" }));
    await waitFor(() => expect(location.hash).toBe("#/contacte"));
    await waitFor(() => expect(widget.screen.queryByRole("dialog")).toBeNull());
  });

  it("is not offered when the helpDialog feature is off", async () => {
    const widget = await openAt("/acces");
    await widget.screen.findByRole("button", { name: "Help" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, helpDialog: false } }));
    await waitFor(() => expect(widget.screen.queryByRole("button", { name: "Help" })).toBeNull());
  });

  it("dials only digits and a leading +", () => {
    expect(telHref("+34 900 533-533")).toBe("tel:+34900533533");
    expect(telHref("(93) 123 45 67")).toBe("tel:931234567");
  });
});
