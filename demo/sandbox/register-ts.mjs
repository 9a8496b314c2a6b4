/**
 * Lets Node 20 run the sandbox's TypeScript files directly: `node --import ./demo/sandbox/register-ts.mjs
 * demo/sandbox/standalone.ts`. Node 20 has no `--experimental-strip-types` (it arrived in 22.6), so this
 * registers a load hook that strips types with the project's own TypeScript compiler (a direct
 * devDependency). On a Node that strips types itself the hook steps aside.
 */
import { register } from "node:module";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
const nativeStrip = major > 22 || (major === 22 && minor >= 18) || process.features?.typescript;

if (!nativeStrip) register("./ts-hooks.mjs", import.meta.url);
