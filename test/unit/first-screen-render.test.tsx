import { describe, expect, it } from "vitest";
import { renderScreen } from "../../scripts/first-screen-render";
import { recordDefinition } from "../../src/element/widget-definition";

// The build's first screens (scripts/first-screens.mjs) render with this module in a happy-dom
// document of their own; here the test's document serves.
const job = { attributes: {}, apiBase: "http://first-screen.invalid" };

describe("renderScreen (scripts/first-screen-render.tsx)", () => {
  it("renders the comparator's form with react-dom/server, in the language asked, with every sheet it adopts", async () => {
    const { html, css } = await renderScreen({ ...job, tag: "ov-comparator", attributes: { energy: "gas" }, locale: "es" });
    const root = document.createElement("div");
    root.innerHTML = html;
    expect(root.querySelector("h2")?.textContent).toBe("Compara tu factura de gas");
    expect(root.querySelector('input[name="cups"]')).not.toBeNull();
    expect(root.querySelector(".ov-root")?.getAttribute("lang")).toBe("es-ES");
    // The theme first, the tag's own sheet after the UI kit's.
    expect(css.indexOf("--ov-color-primary")).toBeGreaterThanOrEqual(0);
    expect(css.indexOf(".ov-comparator")).toBeGreaterThan(css.indexOf(".ov-button"));
  });

  it("renders again once the parts its first render asked for have downloaded: the portal's login, not its spinner", async () => {
    history.replaceState(null, "", "/#/acces");
    const { html } = await renderScreen({ ...job, tag: "ov-portal", attributes: { routing: "hash" }, locale: "ca" });
    const root = document.createElement("div");
    root.innerHTML = html;
    expect(root.querySelector("h1")?.textContent).toBe("Accedeix a la teva oficina virtual");
    expect(root.querySelectorAll("input")).toHaveLength(2);
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("fails, saying which tag, when a tag has no definition or its tree throws", async () => {
    await expect(renderScreen({ ...job, tag: "ov-nothing", locale: "ca" })).rejects.toThrow("no definition of <ov-nothing>");
    recordDefinition({
      tag: "ov-crashes",
      component: () => {
        throw new Error("a screen that cannot render");
      },
      catalog: "comparator",
      partAreas: undefined,
      styles: ["", "", ""],
      propTypes: {},
    });
    await expect(renderScreen({ ...job, tag: "ov-crashes", locale: "ca" })).rejects.toThrow("a screen that cannot render");
  });
});
