/**
 * Runs the sandbox behind node:http: standalone (standalone.ts) or as a Vite / connect middleware
 * mounted under /api and /sandbox by the demo server. Node-only; the sandbox itself stays fetch-based so
 * it also runs in the browser (Storybook) and in tests without a port.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Sandbox } from "./sandbox.ts";

type Next = (error?: unknown) => void;

/** connect strips the mount path from `req.url`; `originalUrl` keeps what the browser asked for. */
interface ConnectRequest extends IncomingMessage {
  originalUrl?: string;
}

/**
 * @returns a `(req, res, next?)` handler. Paths other than /api/ and /sandbox/ go to `next` when given
 * (so a dev server can serve its own files), else answer 404.
 * @example server.middlewares.use(toNodeHandler(createSandbox()));
 */
export function toNodeHandler(sandbox: Sandbox) {
  return function sandboxMiddleware(req: ConnectRequest, res: ServerResponse, next?: Next): void {
    const path = req.originalUrl ?? req.url ?? "/";
    if (!/^\/(api|sandbox)\//.test(path) && req.method !== "OPTIONS") {
      if (next) next();
      else {
        res.statusCode = 404;
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(JSON.stringify({ error: true, message: "not_found" }));
      }
      return;
    }
    void serve(sandbox, req, path, res).catch((error: unknown) => {
      // The `down` scenario: the handler rejects like a failed network, so the socket is dropped
      // without an answer and the browser's fetch rejects with a TypeError too.
      if (error instanceof TypeError && /sandbox scenario: down/.test(error.message)) {
        req.socket.destroy();
        return;
      }
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(JSON.stringify({ error: true, message: "internal_error" }));
      } else res.destroy();
      console.error("[sandbox]", error);
    });
  };
}

async function serve(sandbox: Sandbox, req: IncomingMessage, path: string, res: ServerResponse): Promise<void> {
  const host = req.headers.host ?? "127.0.0.1";
  const url = new URL(path, `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  const method = req.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : await readAll(req);
  const controller = new AbortController();
  // A client that goes away aborts the request, which also ends a `slow` delay early.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const request = new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined, signal: controller.signal });
  const response = await sandbox.handle(request);
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  const payload = Buffer.from(await response.arrayBuffer());
  res.end(payload);
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
