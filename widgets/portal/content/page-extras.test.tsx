// The content area's pieces around some screens (spec §2 Other): banners by code and the customer's coupons.
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import "../index";
import { safeHttpUrl } from "../../../src/domain/safe-url";
import { bannerContent } from "./banner";
import { goTo, openAt, openPortalAt, freshPortalPageEachTest, patchSettings } from "../../../test/portal-helpers";

freshPortalPageEachTest();

/** A sandbox whose answer to one call is replaced (hostile or odd server content). */
function sandboxAnswering(path: string, body: unknown): Sandbox {
  const sandbox = createSandbox({ seed: 7 });
  const fetch: Sandbox["fetch"] = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, "http://sandbox.local").pathname.endsWith(path))
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
    return sandbox.fetch(input, init);
  };
  return { ...sandbox, fetch, tokenFor: sandbox.tokenFor };
}

describe("banners by code (calls §7.3 GET banners/{code} v2)", () => {
  it("shows the HTML banner of the home screen, in the page's language", async () => {
    const widget = await openAt("/acces");
    patchSettings(widget.runtime, (settings) => ({ ...settings, homepage: "tabGroups" }));
    goTo("/");
    const banner = await widget.screen.findByRole("complementary", { name: "Announcement" });
    await waitFor(() => expect(banner.textContent).toContain("New solar tariff"));
    expect(widget.sandbox.requests.some((request) => request.path === "banners/home" && request.version === 2)).toBe(true);
  });

  it("shows the invoices banner, a base64 image, on the invoices screen", async () => {
    const widget = await openPortalAt("/factures", { customer: "household" });
    const banner = await widget.screen.findByRole("complementary", { name: "Announcement" });
    const image = await waitFor(() => {
      const found = banner.querySelector("img");
      if (!found) throw new Error("no image yet");
      return found;
    });
    expect(image.getAttribute("src")?.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(image.getAttribute("alt")).toBe("Announcement image");
  });

  it("sanitises the contracts banner: a script and an onerror handler are dropped, the text stays", async () => {
    const hostile = '<p>Canvieu la potència</p><img src="x" onerror="window.__ovXss = true"><script>window.__ovXss = true;</script>';
    const sandbox = sandboxAnswering("/banners/contracts", { contracts: hostile });
    const widget = await openPortalAt("/contractes/electricitat", { sandbox, customer: "household" });
    const banner = await widget.screen.findByRole("complementary", { name: "Announcement" });
    await waitFor(() => expect(banner.textContent).toContain("Canvieu la potència"));
    expect(banner.querySelector("script")).toBeNull();
    expect(banner.querySelector("[onerror]")).toBeNull();
    expect((window as unknown as { __ovXss?: boolean }).__ovXss).toBeUndefined();
  });

  it("shows nothing on screen when the banner call fails; the failure goes only to the page's error reporter", async () => {
    const widget = await openPortalAt("/factures", { customer: "household" });
    const { sandbox } = widget;
    const reported: unknown[] = [];
    widget.runtime.configure({ reportError: (_error: unknown, context: unknown) => reported.push(context) });
    await widget.screen.findByRole("heading", { name: "Invoices" });
    // Only the banner fails: the contracts screen's own list answers (its failure is an alert of its own).
    const failBanner: Sandbox["fetch"] = (input, init) =>
      new URL(input instanceof Request ? input.url : String(input), "http://sandbox.local").pathname.endsWith("/banners/contracts")
        ? Promise.resolve(new Response(JSON.stringify({ error: true, message: "internal_error" }), { status: 500 }))
        : sandbox.fetch(input, init);
    widget.runtime.configure({ fetch: failBanner });
    goTo("/contractes/electricitat");
    await widget.screen.findByRole("heading", { name: "Electricity contracts" });
    await waitFor(() => expect(reported).toContainEqual({ tag: "ov-portal", part: "banner", code: "contracts" }));
    expect(widget.screen.queryByRole("complementary", { name: "Announcement" })).toBeNull();
    expect(widget.screen.queryByRole("alert")).toBeNull();
  });

  it("accepts only data:image and https addresses as images; anything else that is not an address is HTML", () => {
    expect(bannerContent("data:image/png;base64,AAAA")).toEqual({ kind: "image", src: "data:image/png;base64,AAAA" });
    expect(bannerContent("https://cdn.example/b.png")).toEqual({ kind: "image", src: "https://cdn.example/b.png" });
    expect(bannerContent("javascript:alert(1)")).toBeNull();
    expect(bannerContent("http://cdn.example/b.png")).toBeNull();
    expect(bannerContent("data:text/html;base64,PHNjcmlwdD4=")).toBeNull();
    expect(bannerContent("<p>Hola</p>")).toEqual({ kind: "html", html: "<p>Hola</p>" });
    expect(bannerContent("   ")).toBeNull();
  });
});

describe("coupons (calls §7.3 GET /user/coupons, spec §6 coupons.coupon flag)", () => {
  it("shows a signed-in customer's coupons on the invoices screen, with safe links, loaded in the page's language", async () => {
    const widget = await openPortalAt("/factures", { customer: "household" });
    const { sandbox } = widget;
    const section = await widget.screen.findByRole("region", { name: "Your coupons" });
    const items = section.querySelectorAll("li");
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.querySelector("h3")?.textContent).toBeTruthy();
    const links = [...section.querySelectorAll("a")];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https?:\/\//);
    }
    expect(sandbox.requests.find((request) => request.path === "user/coupons")?.query.lang).toBe("en");
  });

  it("maps the business shape (shareURL, infoURL, campaign) too", async () => {
    const widget = await openPortalAt("/contractes/electricitat", { customer: "business" });
    const section = await widget.screen.findByRole("region", { name: "Your coupons" });
    expect(section.textContent).toContain("Solar 2025");
    // The coupon's share link leads to its shareURL.
    const links = [...section.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toContain("https://www.ov-sandbox.example/c/SOLAR2025");
  });

  it("drops a coupon link that is not http(s)", async () => {
    const sandbox = sandboxAnswering("/user/coupons", [
      {
        title: "Dangerous",
        description: "x",
        code_url: "javascript:alert(1)",
        campaign: { name: "C", description: "d", url: "https://ok.example/" },
      },
    ]);
    const widget = await openPortalAt("/factures", { sandbox, customer: "household" });
    const section = await widget.screen.findByRole("region", { name: "Your coupons" });
    expect([...section.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(["https://ok.example/"]);
    expect(safeHttpUrl("data:text/html,hi")).toBeNull();
  });

  it("hides them when the flag is explicitly false, and does not even load them", async () => {
    // A screen without coupons (a signed-in customer at /acces goes to the homepage, the invoices, which has them).
    const widget = await openPortalAt("/canvi-de-clau", { customer: "household" });
    const { sandbox } = widget;
    widget.runtime.settings.setState({ flags: { "coupons.coupon": false } });
    goTo("/factures");
    await widget.screen.findByRole("heading", { name: "Invoices" });
    await widget.screen.findByRole("complementary", { name: "Announcement" });
    expect(widget.screen.queryByRole("region", { name: "Your coupons" })).toBeNull();
    expect(sandbox.requests.some((request) => request.path === "user/coupons")).toBe(false);
  });

  it("shows them when the flag is missing", async () => {
    const widget = await openPortalAt("/acces", { customer: "household" });
    widget.runtime.settings.setState({ flags: { "crm.case": true } });
    goTo("/factures");
    await widget.screen.findByRole("region", { name: "Your coupons" });
  });

  it("are never loaded for a visitor, and not on other screens", async () => {
    const visitor = await openAt("/factures");
    await visitor.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(visitor.sandbox.requests.some((request) => request.path === "user/coupons")).toBe(false);
    document.body.innerHTML = "";

    const signedIn = await openPortalAt("/solicituts", { customer: "household" });
    const { sandbox } = signedIn;
    await signedIn.screen.findByRole("heading", { name: "Support requests" });
    expect(signedIn.screen.queryByRole("region", { name: "Your coupons" })).toBeNull();
    expect(sandbox.requests.some((request) => request.path === "user/coupons")).toBe(false);
  });
});
