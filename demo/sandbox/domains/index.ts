/**
 * The domain modules of the sandbox, listed explicitly (no directory scan: the same list works in Node,
 * Vite and Vitest). Order matters for seeding: `session` fills `db.customers` first, the modules after
 * it read the customers to build their data.
 */
import type { DomainModule } from "../types.ts";
import * as session from "./session.ts";
import * as settings from "./settings.ts";
import * as content from "./content.ts";
import * as geo from "./geo.ts";
import * as contracting from "./contracting.ts";
import * as comparator from "./comparator.ts";
import * as newsletter from "./newsletter.ts";
import * as priceAlerts from "./price-alerts.ts";
import * as contracts from "./contracts.ts";
import * as invoices from "./invoices.ts";
import * as consumption from "./consumption.ts";
import * as batteries from "./batteries.ts";
import * as payments from "./payments.ts";
import * as support from "./support.ts";

export interface NamedDomain extends DomainModule {
  /** Also salts the domain's random generator, so adding draws to one domain never changes another's data. */
  name: string;
}

function named(name: string, module: DomainModule): NamedDomain {
  return { name, routes: module.routes, seed: module.seed, sandboxRoutes: module.sandboxRoutes };
}

export const domains: NamedDomain[] = [
  named("session", session),
  named("settings", settings),
  named("content", content),
  named("geo", geo),
  named("contracting", contracting),
  named("comparator", comparator),
  named("newsletter", newsletter),
  named("price-alerts", priceAlerts),
  named("contracts", contracts),
  named("invoices", invoices),
  named("consumption", consumption),
  named("batteries", batteries),
  named("payments", payments),
  named("support", support),
];
