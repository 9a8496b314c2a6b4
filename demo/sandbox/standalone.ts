/**
 * `npm run sandbox`: the sandbox API alone, for cross-origin embedding (issue 3 §7).
 * Environment: PORT (default 8787), SANDBOX_CORS_ORIGINS (comma list; default any origin),
 * SANDBOX_SEED, SANDBOX_NOW (ISO date of the data set), SANDBOX_LATENCY_MS, SANDBOX_SCENARIO.
 * `npm run sandbox -- --strict`: only the retailer's call catalogue (issue 36, ./extensions.ts).
 */
import { createServer } from "node:http";
import { toNodeHandler } from "./node-adapter.ts";
import { createSandbox } from "./sandbox.ts";
import { isScenario } from "./scenarios.ts";

const port = Number(process.env.PORT ?? 8787);
const origins = process.env.SANDBOX_CORS_ORIGINS?.split(",").map((o) => o.trim()).filter(Boolean);
const scenario = process.env.SANDBOX_SCENARIO;

const sandbox = createSandbox({
  seed: process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined,
  // SANDBOX_NOW is read by createSandbox itself (./test-clock.ts), for the demo server too.
  latencyMs: process.env.SANDBOX_LATENCY_MS ? Number(process.env.SANDBOX_LATENCY_MS) : undefined,
  scenario: isScenario(scenario) ? scenario : undefined,
  corsOrigins: origins && origins.length > 0 ? origins : "*",
  strict: process.argv.includes("--strict"),
});

const server = createServer(toNodeHandler(sandbox));
server.listen(port, "127.0.0.1", () => {
  // PORT=0 picks a free port (tests); print the one actually bound.
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  console.log(`Sandbox API${process.argv.includes("--strict") ? " (strict)" : ""} listening on http://127.0.0.1:${bound}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
