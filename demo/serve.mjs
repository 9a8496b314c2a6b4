#!/usr/bin/env node
// `npm run demo`: the QA demo page (demo/index.html) served by Vite on 127.0.0.1, with the sandbox
// API mounted in the same server under /api and /sandbox, so one command gives the whole setup.
import { join, resolve } from "node:path";
import { createServer } from "vite";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 5173);

/** Mounts the sandbox before Vite's own middlewares; Vite loads its TypeScript, no compile step. */
function sandboxPlugin() {
  return {
    name: "ov-sandbox",
    configureServer(server) {
      let handler = null;
      const load = async () => {
        if (!handler) {
          const { createSandbox } = await server.ssrLoadModule("/demo/sandbox/sandbox.ts");
          const { toNodeHandler } = await server.ssrLoadModule("/demo/sandbox/node-adapter.ts");
          handler = toNodeHandler(createSandbox({ latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 150) }));
        }
        return handler;
      };
      // The portal's demo page uses history routing under /demo/oficina: every address there is that page.
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/demo\/oficina(\/|\?|$)/.test(req.url)) {
          const query = req.url.indexOf("?");
          req.url = `/demo/portal.html${query >= 0 ? req.url.slice(query) : ""}`;
        }
        next();
      });
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith("/api/") && !req.url?.startsWith("/sandbox/")) return next();
        load().then(
          (handle) => handle(req, res),
          (error) => next(error),
        );
      });
    },
  };
}

const server = await createServer({
  configFile: join(root, "vite.config.ts"),
  root,
  plugins: [sandboxPlugin()],
  server: { host: "127.0.0.1", port, strictPort: false, open: false },
  define: { __OV_VERSION__: JSON.stringify("demo") },
  appType: "mpa",
});

await server.listen();
const url = `${(server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`).replace(/\/$/, "")}/demo/`;
console.log(`OV Widgets demo: ${url}`);
if (process.env.DEMO_EXIT_AFTER_START) await server.close();
