import { spawn } from "node:child_process";

/**
 * The sandbox API (`npm run sandbox`) in a child process on a free port, for the bench scripts: the
 * tags' settings, flags and lists get real answers.
 * @param root - the repository's folder
 * @returns the API's origin, and `stop` to end the process
 * @example const { apiBase, stop } = await startSandboxApi(root); try { ... } finally { stop(); }
 */
export async function startSandboxApi(root) {
  const sandbox = spawn(process.execPath, ["--import", "./demo/sandbox/register-ts.mjs", "demo/sandbox/standalone.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => sandbox.kill();
  try {
    const apiBase = await new Promise((ok, fail) => {
      sandbox.stdout.on("data", (chunk) => {
        const match = /listening on (http:\/\/[\d.:]+)/.exec(String(chunk));
        if (match) ok(match[1]);
      });
      sandbox.on("exit", () => fail(new Error("the sandbox API did not start")));
    });
    return { apiBase, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
