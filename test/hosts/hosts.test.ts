import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxApi } from "../../scripts/sandbox-api.mjs";
import { launchChromium } from "../browser/chromium";
import { startServer, type TestServer } from "../browser/static-server";

// Issue 37 item 1: the packed package in the partners' own hosts, each an app of this folder with its
// own lock file: installed as a partner installs it (`npm ci`, then the tarball), built with the host's
// default settings, and opened in Chromium. The tarball comes from this checkout's build (run
// `node scripts/build.mjs` first; `.ci/run` runs this suite after `npm test`, which builds).
const ROOT = resolve(import.meta.dirname, "../..");
const HOSTS = import.meta.dirname;

let scratch: string;
let tarball: string;
let apiBase: string;
let stopApi: () => void;
let browser: Browser;

const run = (cwd: string, command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ASTRO_TELEMETRY_DISABLED: "1", OV_API_BASE: apiBase, ...env },
  });

/** The host app copied out of the repository, its locked dependencies installed, then the packed package. */
function install(host: string): string {
  const app = join(scratch, host);
  cpSync(join(HOSTS, host), app, { recursive: true, filter: (path) => !/[\\/](node_modules|dist|\.next|\.astro)$/.test(path) });
  run(app, "npm", ["ci", "--no-audit", "--no-fund"]);
  run(app, "npm", ["install", "--no-save", "--no-audit", "--no-fund", tarball]);
  return app;
}

const freePort = () =>
  new Promise<number>((ok) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

/** `next start` on a free port of 127.0.0.1, stopped by the test (and by itself after five minutes). */
async function nextServer(app: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(app, "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: app,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", OV_API_BASE: apiBase },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const timer = setTimeout(() => child.kill(), 5 * 60_000);
  timer.unref();
  await new Promise<void>((ok, fail) => {
    child.stdout?.on("data", (chunk) => /Ready in/.test(String(chunk)) && ok());
    child.on("exit", (code) => fail(new Error(`next start ended (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/**
 * What a partner checks on the page: both tags upgrade (a control of each in its shadow root, in the
 * page's English), a tag's event reaches the host's own code, and the console stays clean (no error,
 * no warning: React's hydration mismatches are console errors).
 */
async function checkPage(url: string) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  try {
    await page.goto(url);
    await page.locator("ov-comparator").getByRole("form", { name: "Gas invoice data" }).waitFor();
    const events = page.getByRole("region", { name: "Events" });
    await events.getByText(/^ov-widgets \d+\.\d+\.\d+/).waitFor();
    // The portal's public home, then one of its links: `ov-navigate` bubbles out of the shadow root
    // to the host's listener on the document.
    await page.locator("ov-portal").getByRole("link", { name: "Compare prices" }).click();
    await events.getByText("ov-navigate /comparador").waitFor();
    await page.locator("ov-portal").getByRole("form", { name: "Electricity invoice data" }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, "dist/npm/index.js"))) throw new Error("test/hosts: build the package first (node scripts/build.mjs)");
  scratch = mkdtempSync(join(tmpdir(), "ov-hosts-"));
  const name = execFileSync("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", scratch], { cwd: ROOT, encoding: "utf8" })
    .trim()
    .split("\n")
    .pop()!;
  tarball = join(scratch, name);
  ({ apiBase, stop: stopApi } = await startSandboxApi(ROOT));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  stopApi?.();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("Next.js 16 (App Router: a server component holds the tags, a client component imports the package)", () => {
  let app: string;
  beforeAll(() => {
    app = install("next");
  }, 300_000);

  for (const [bundler, args] of [
    ["Turbopack, the default", ["build"]],
    ["webpack", ["build", "--webpack"]],
  ] as const) {
    it(`builds with ${bundler}, serves the tags in its server HTML, and they upgrade`, async () => {
      run(app, process.execPath, [join(app, "node_modules/next/dist/bin/next"), ...args]);
      const server = await nextServer(app);
      try {
        const html = await (await fetch(server.url)).text();
        expect(html).toContain(`<ov-comparator energy="gas"></ov-comparator>`);
        expect(html).toContain(`<ov-context api-base="${apiBase}" lang="en"></ov-context>`);
        await checkPage(server.url);
      } finally {
        server.stop();
      }
    }, 300_000);
  }
});

describe("static hosts, built with their default settings", () => {
  for (const [host, command, folder] of [
    ["vite", "node_modules/vite/bin/vite.js", "dist"],
    ["astro", "node_modules/astro/astro.js", "dist"],
  ] as const) {
    it(`${host}: installs, builds, and the tags upgrade`, async () => {
      const app = install(host);
      run(app, process.execPath, [join(app, command), "build"]);
      let server: TestServer | undefined;
      try {
        server = await startServer({ mounts: { "/": join(app, folder) } });
        await checkPage(`${server.url}/index.html`);
      } finally {
        await server?.close();
      }
    }, 300_000);
  }
});
