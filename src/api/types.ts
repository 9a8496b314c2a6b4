import type { GenericSchema } from "valibot";

/** spec §7.1: the only verbs the client speaks; anything else throws before a request is made. */
export type HttpMethod = "GET" | "PUT" | "POST";

export type QueryValue = string | number | boolean | null | undefined;

/** Options of one call. Every domain module (`src/api/<domain>.ts`) passes these to the client. */
export interface CallOptions<T = unknown> {
  /** Highest API version the call exists in; the client falls back down to 1 (spec §7.1). Default 1. */
  version?: number;
  /** Query values; `lang` is added by the client. `undefined`/`null` values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body for PUT/POST (a `FormData` is sent as is). */
  body?: unknown;
  /** Boundary check: the answer must match, else the call fails with an `ApiError` (code `malformed`). */
  schema?: GenericSchema<unknown, T>;
  /** Aborts the request; a widget passes the signal of its mounted tree. */
  signal?: AbortSignal;
  /** Keep the answer for 30 minutes (spec §9: geo, companies, tariffs, products). */
  cache?: boolean;
  /** Milliseconds before the call fails with code `timeout`. Default from config. */
  timeoutMs?: number;
}

/** A downloaded file: spec §7.1 takes its name from `content-disposition`. */
export interface BlobAnswer {
  blob: Blob;
  filename: string | null;
}

/** The API client bound to the page runtime (config + session). One function per call is built on it. */
export interface ApiClient {
  get<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  request<T = unknown>(method: string, path: string, options?: CallOptions<T>): Promise<T>;
  blob(path: string, options?: Omit<CallOptions, "schema">): Promise<BlobAnswer>;
  /** Drops every cached answer (after logout or a language change). */
  clearCache(): void;
  /**
   * What every call of this client depends on besides its path: API base, language and token, read
   * now. Shared queries (`src/runtime/query.ts`) scope their keys with it so that two tags with
   * another base, language or session never share an answer. Optional for hand-made test clients.
   */
  scope?(): string;
}
