import type { Method, Route } from "./types.ts";

/**
 * Calls the default sandbox answers that the retailer's call catalogue does not have (issue 36). The
 * strict sandbox (`createSandbox({ strict: true })`) drops every one of them, so they answer 404 with no
 * catalogue error code, as on the real server. Each entry is also marked beside its route as
 * `// extension (see ./extensions.ts)`. This list is the one place a test or a reader enumerates them.
 */
export interface SandboxExtension {
  method: Method;
  /** Route path as the domain registers it (`:param` segments). */
  path: string;
  /** Why the default sandbox keeps it, and what a real server must add to enable it. */
  reason: string;
}

export const SANDBOX_EXTENSIONS: readonly SandboxExtension[] = [
  {
    method: "GET",
    path: "crm/cases/",
    reason:
      "The customer's support cases, paged. The catalogue documents creating a case only; a server must add this list for the cases screen.",
  },
  {
    method: "GET",
    path: "crm/cases/:id/",
    reason: "One support case with its messages. Not in the catalogue; needed for a case's detail.",
  },
  {
    method: "POST",
    path: "crm/cases/:id/messages/",
    reason: "A reply to a support case. Not in the catalogue; needed to answer a case.",
  },
  {
    method: "POST",
    path: "leads/power-calculator/",
    reason:
      "The power calculator's lead: the catalogue gives its fields and says its path is not shown, so this path is the sandbox's own guess. Without it the calculator's result gives the retailer's phone and email instead of its form.",
  },
];

function keyOf(method: string, path: string): string {
  return `${method} ${path.split("/").filter(Boolean).join("/")}`;
}

const EXTENSION_KEYS = new Set(SANDBOX_EXTENSIONS.map((e) => keyOf(e.method, e.path)));

export function isExtension(route: Pick<Route, "method" | "path">): boolean {
  return EXTENSION_KEYS.has(keyOf(route.method, route.path));
}
