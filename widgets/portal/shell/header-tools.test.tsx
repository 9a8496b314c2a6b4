import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import "../../power-calculator/index";
import "../index";
import { offeredLanguages } from "./language-select";
import { cookies, openAt, openPortalAt, freshPortalPageEachTest, patchSettings } from "../../../test/portal-helpers";

freshPortalPageEachTest();

const optionValues = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.value);

describe("language selector (spec §1, §2 Other)", () => {
  it("reduces the partner's codes to the six interface languages, once each, in the partner's order", () => {
    expect(offeredLanguages(["es-ES", "ca-ES", "es-CA", "pt-PT", "de"])).toEqual(["es", "ca", "de"]);
  });

  it("offers only the languages the partner enables, each by its own name", async () => {
    const widget = await openAt("/acces");
    patchSettings(widget.runtime, (settings) => ({ ...settings, language: { default: "ca-ES", partner: ["ca-ES", "es-ES", "en-US"] } }));
    const select = await widget.screen.findByRole("combobox", { name: "Language" });
    await waitFor(() => expect(optionValues(select)).toEqual(["ca", "es", "en"]));
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(["Català", "Español", "English"]);
    expect((select as HTMLSelectElement).value).toBe("en");
  });

  it("shows no selector when the partner enables a single language", async () => {
    const widget = await openAt("/acces");
    await widget.screen.findByRole("combobox", { name: "Language" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, language: { default: "en-US", partner: ["en-US"] } }));
    await waitFor(() => expect(widget.screen.queryByRole("combobox", { name: "Language" })).toBeNull());
  });

  it("switches every tag of the page, not only the portal, and stores the choice in the lang cookie", async () => {
    const widget = await openAt("/acces", { extra: "<ov-power-calculator></ov-power-calculator>" });
    const other = document.querySelector("ov-power-calculator") as HTMLElement;
    const otherScreen = within(other.shadowRoot as unknown as HTMLElement);
    expect(await otherScreen.findByRole("heading", { name: "Which power do you need?" })).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(await widget.screen.findByRole("combobox", { name: "Language" }), "es");

    expect(await otherScreen.findByRole("heading", { name: "¿Qué potencia necesitas?" })).toBeTruthy();
    expect(await widget.screen.findByRole("combobox", { name: "Idioma" })).toBeTruthy();
    expect(await widget.screen.findByRole("heading", { name: "Accede a tu oficina virtual" })).toBeTruthy();
    expect(cookies().lang).toBe("es");
  });

  it("switches a portal that has its own lang attribute too", async () => {
    const widget = await openAt("/acces");
    widget.host.setAttribute("lang", "en");
    const user = userEvent.setup();
    await user.selectOptions(await widget.screen.findByRole("combobox", { name: "Language" }), "ca");
    expect(await widget.screen.findByRole("combobox", { name: "Idioma" })).toBeTruthy();
    expect(widget.host.getAttribute("lang")).toBe("ca");
    expect(cookies().lang).toBe("ca");
  });
});

describe("send-readings link (spec §2 Other)", () => {
  it("takes a signed-in customer to the customer-service contact with autolectures=true when contactAutoReads is on", async () => {
    const widget = await openPortalAt("/factures", { customer: "household" });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, contactAutoReads: true } }));
    const user = userEvent.setup();
    await user.click(await widget.screen.findByRole("button", { name: "Send meter readings" }));
    await waitFor(() => expect(decodeURIComponent(location.hash)).toBe("#/atencio-al-client?autolectures=true"));
    expect(await widget.screen.findByRole("heading", { name: "Customer service" })).toBeTruthy();
  });

  it("is not offered when contactAutoReads is off, nor to visitors", async () => {
    const signedIn = await openPortalAt("/factures", { customer: "household" });
    patchSettings(signedIn.runtime, (settings) => ({ ...settings, features: { ...settings.features, contactAutoReads: false } }));
    await signedIn.screen.findByRole("heading", { name: "Invoices" });
    expect(signedIn.screen.queryByRole("button", { name: "Send meter readings" })).toBeNull();
    document.body.innerHTML = "";

    const visitor = await openAt("/acces");
    patchSettings(visitor.runtime, (settings) => ({ ...settings, features: { ...settings.features, contactAutoReads: true } }));
    await visitor.screen.findByRole("combobox", { name: "Language" });
    expect(visitor.screen.queryByRole("button", { name: "Send meter readings" })).toBeNull();
  });
});
