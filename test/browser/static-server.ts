import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".map": "application/json",
  ".css": "text/css",
  ".json": "application/json",
};

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves folders (mount path → directory) and in-memory pages on 127.0.0.1 with a free port. It
 * closes itself after `lifetimeMs` even if a test forgets to, so CI never hangs on it.
 */
export async function startServer(options: {
  mounts: Record<string, string>;
  pages?: Record<string, string>;
  middleware?: Middleware;
  lifetimeMs?: number;
}): Promise<TestServer> {
  const server: Server = createServer((req, res) => {
    const serve = () => {
      const path = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
      const page = options.pages?.[path];
      if (page !== undefined) {
        res.writeHead(200, { "content-type": TYPES[".html"] as string });
        res.end(page);
        return;
      }
      for (const [mount, dir] of Object.entries(options.mounts)) {
        if (!path.startsWith(mount)) continue;
        const file = normalize(join(dir, path.slice(mount.length)));
        if (!file.startsWith(normalize(dir)) || !existsSync(file) || !statSync(file).isFile()) continue;
        res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "access-control-allow-origin": "*" });
        createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    };
    if (options.middleware) options.middleware(req, res, serve);
    else serve();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const timer = setTimeout(() => server.close(), options.lifetimeMs ?? 5 * 60_000);
  timer.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
