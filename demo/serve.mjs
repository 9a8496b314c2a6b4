#!/usr/bin/env node
// `npm run demo`: the QA demo page (demo/index.html) served by Vite on 127.0.0.1, with the sandbox
// API mounted in the same server under /api and /sandbox, so one command gives the whole setup.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createServer } from "vite";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 5173);

const server = await createServer({
  configFile: join(root, "vite.config.ts"),
  root,
  server: { host: "127.0.0.1", port, strictPort: false, open: false },
  define: { __OV_VERSION__: JSON.stringify("demo") },
  appType: "mpa",
});

const adapter = join(root, "demo/sandbox/node-adapter.ts");
if (existsSync(adapter)) {
  // Vite loads the TypeScript sandbox itself, so the demo needs no separate compile step.
  const { createSandbox } = await server.ssrLoadModule("/demo/sandbox/sandbox.ts");
  const { toNodeHandler } = await server.ssrLoadModule("/demo/sandbox/node-adapter.ts");
  const handle = toNodeHandler(createSandbox());
  server.middlewares.use((req, res, next) => {
    if (req.url?.startsWith("/api/") || req.url?.startsWith("/sandbox/")) handle(req, res);
    else next();
  });
}

await server.listen();
const url = `${(server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`).replace(/\/$/, "")}/demo/`;
console.log(`OV Widgets demo: ${url}`);
if (process.env.DEMO_EXIT_AFTER_START) await server.close(); // used by the demo smoke test
