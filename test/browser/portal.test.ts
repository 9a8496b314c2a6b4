import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 8 (first step): real-Chromium flows of the shell with history routing under a base path:
// password login then logout, an attempted open redirect refused, a 404, axe on each screen.
const env = widgetSiteForFile();

const TAG = "ov-portal";

/** Opens a page with the portal in history mode under /oficina, then goes to a portal path. */
async function portalAt(path: string, lang = "es") {
  const opened = await env.site.open(env.browser, `<ov-portal base-path="/oficina" routing="history" lang="${lang}"></ov-portal>`);
  // The test page lives at /page-N.html; the portal reads its path from the address, so move there first.
  await opened.page.evaluate((to) => history.replaceState(null, "", to), `/oficina${path}`);
  await opened.page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  return opened;
}

const pathname = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);

async function logIn(page: Page, user: string, password: string) {
  await page.getByLabel(/^Usuario/).fill(user);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).last().click();
}

describe("<ov-portal> in Chromium, history routing under /oficina, in Spanish", () => {
  it("password login from a private address lands there; logout returns to login; axe clean", async () => {
    const { page, errors } = await portalAt("/facturas?contractType=gas");
    await page.getByRole("heading", { name: "Accede a tu oficina virtual" }).waitFor();
    expect(await pathname(page)).toBe("/oficina/acces?contractType=gas&redirectPath=%2Ffacturas");
    expect(await axeViolations(page, TAG)).toEqual([]);

    await logIn(page, "47281936P", "Sandbox1!");
    await page.getByRole("heading", { name: "Facturas" }).waitFor();
    expect(await pathname(page)).toBe("/oficina/facturas?contractType=gas");
    expect(await axeViolations(page, TAG)).toEqual([]);

    // The browser's Back does not bounce through the login redirect.
    await page.getByRole("link", { name: "Solicitudes" }).click();
    await page.getByRole("heading", { name: "Solicitudes" }).waitFor();
    expect(await pathname(page)).toBe("/oficina/solicituts");
    await page.goBack();
    await page.getByRole("heading", { name: "Facturas" }).waitFor();

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.getByRole("heading", { name: "Accede a tu oficina virtual" }).waitFor();
    expect(await page.evaluate(() => document.cookie.includes("ov_token="))).toBe(false);
    expect(errors).toEqual([]);
  });

  it("refuses an open redirect to another origin after login", async () => {
    const { page, errors } = await portalAt(`/acces?redirectPath=${encodeURIComponent("https://evil.example/")}`);
    await logIn(page, "47281936P", "Sandbox1!");
    await page.getByRole("heading", { name: "Facturas" }).waitFor();
    expect(new URL(page.url()).hostname).toBe("127.0.0.1");
    expect(await pathname(page)).toBe("/oficina/factures");
    expect(errors).toEqual([]);
  });

  it("shows the 404 page for an unknown address, axe clean", async () => {
    const { page, errors } = await portalAt("/no-existe");
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("mounts the power calculator at /potencia for a visitor", async () => {
    const { page, errors } = await portalAt("/potencia");
    await page.getByRole("heading", { name: "¿Qué potencia necesitas?" }).waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
