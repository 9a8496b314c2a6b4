import { describe, expect, it } from "vitest";
import { createSandbox } from "../sandbox";

// The sandbox's card frame page (issue 18 item 7), served outside the API under /sandbox/.
describe("GET /sandbox/payments/card-frame", () => {
  const sandbox = createSandbox({ seed: 7 });
  const get = (path: string) => sandbox.fetch(`http://sandbox.local/sandbox/payments/${path}`);

  it("serves the page in the asked language with its config, no inline script and a strict CSP", async () => {
    const answer = await get("card-frame?origin=https%3A%2F%2Fportal.example&lang=de");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await answer.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Kartendaten</title>");
    const config = JSON.parse(/<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as {
      parentOrigin: string;
      texts: { number: string };
    };
    expect(config).toMatchObject({ parentOrigin: "https://portal.example", texts: { number: "Kartennummer" } });
    expect(html).toContain('<script src="card-frame.js" defer></script>');
  });

  it("refuses to talk to anything but a plain origin", async () => {
    for (const origin of ["", "javascript%3Aalert(1)", "https%3A%2F%2Fportal.example%2Fpath", "%22%3E%3Cscript%3E"]) {
      expect((await get(`card-frame?origin=${origin}`)).status).toBe(400);
    }
  });

  it("serves the frame's script, which runs the frame with the page's config", async () => {
    const answer = await get("card-frame.js");
    expect(answer.headers.get("content-type")).toContain("text/javascript");
    const source = await answer.text();
    expect(source).toMatch(/^"use strict";\(function runCardFrame\(/);
    expect(source).toContain('JSON.parse(document.getElementById("config").textContent)');
    // It stands alone: a syntax check of the served text.
    expect(() => new Function(source)).not.toThrow();
  });
});
