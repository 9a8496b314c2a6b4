/**
 * For the sandbox's own tests (and component tests): the real API client of src/api bound to a
 * sandbox's in-process fetch, so answers go through the same boundary checks as in the widgets.
 */
import { ResponseCache } from "../../src/api/cache";
import { createApiClient } from "../../src/api/client";
import { getContractListInfo } from "../../src/api/contracts";
import type { ApiClient } from "../../src/api/types";
import type { Locale } from "../../src/i18n/locales";
import type { Sandbox } from "./sandbox.ts";

export interface TestClient {
  api: ApiClient;
  setToken(token: string | null): void;
  setLocale(locale: Locale): void;
  /** Version fallbacks the client reported (spec §7.1). */
  reports: Array<Record<string, unknown>>;
  /** How many times a 401 token_expired reached the client. */
  expired: () => number;
}

export function createTestClient(sandbox: Sandbox, options: { token?: string | null; locale?: Locale; apiBase?: string } = {}): TestClient {
  let token = options.token ?? null;
  let locale: Locale = options.locale ?? "ca";
  let expiredCount = 0;
  const reports: Array<Record<string, unknown>> = [];
  const api = createApiClient({
    apiBase: () => options.apiBase ?? "http://sandbox.local",
    locale: () => locale,
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: (_error, context) => reports.push(context),
    onTokenExpired: () => {
      expiredCount += 1;
    },
    cache: new ResponseCache(),
  });
  return {
    api,
    setToken: (next) => {
      token = next;
    },
    setLocale: (next) => {
      locale = next;
    },
    reports,
    expired: () => expiredCount,
  };
}

/**
 * A contract's type as the catalogue tells it (the list info's groups), for tests that hold a contract
 * name from another answer (an invoice names its contract, not the contract's type).
 * @example await getContract(api, name, await contractTypeOf(api, name))
 */
export async function contractTypeOf(api: ApiClient, name: string): Promise<"electricity" | "gas"> {
  return (await getContractListInfo(api)).gas.some((contract) => contract.name === name) ? "gas" : "electricity";
}
