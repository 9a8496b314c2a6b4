/**
 * The typed errors of the calls document §8. Every failure of a call reaches a widget as an
 * `ApiError`, so a widget maps `code` to a catalogue message and never parses a raw response.
 */
export type ApiErrorCode =
  /** The network failed (API down, CORS, offline). */
  | "network"
  | "timeout"
  /** The caller aborted (the tag was removed); widgets ignore these. */
  | "aborted"
  /** The answer was not the documented shape (not JSON, or failed the boundary check). */
  | "malformed"
  /** spec §8.1: 401 with message token_expired. */
  | "token_expired"
  /** spec §8.1: token 401 "token invalid". */
  | "token_invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  /** 400 with per-field errors (spec §8.2: shown at their fields). */
  | "validation"
  /** 406, e.g. an impossible power change (spec §8.2). */
  | "not_acceptable"
  /** 419 token expired on login calls (spec §8.1). */
  | "session_timeout"
  /** 503: maintenance (spec §8.1). */
  | "maintenance"
  /** Any other 5xx. */
  | "server"
  /** spec §7.1: a verb other than GET, PUT or POST. */
  | "method_not_allowed"
  /** Any other HTTP failure. */
  | "http";

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  /** The server's own message or error code (e.g. `contract_cch_chart_no_data`), when it gave one. */
  serverMessage?: string | null;
  /** Per-field errors of a 400 answer. */
  fields?: Record<string, string[]>;
  /** The raw body, for screens that show server data (spec §8.2: "notification address failures store the response errors"). */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly serverMessage: string | null;
  readonly fields: Record<string, string[]>;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ? `${init.code}: ${init.serverMessage}` : `${init.code} (${init.status})`, {
      cause: init.cause,
    });
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage ?? null;
    this.fields = init.fields ?? {};
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's own text when it is a sentence for people (spec §8.4 "gas shows the server message"),
 * not a code such as `could_not_compare`.
 * @example readableServerMessage(error) ?? i18n._(fallback)
 */
export function readableServerMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.serverMessage) return null;
  return /\s/.test(error.serverMessage) ? error.serverMessage : null;
}

/**
 * A catalogue error code is a snake_case word (`contract_cch_chart_no_data`); `not_found` is the
 * generic one a missing route answers with. A 404 with no body, an HTML page or a sentence such as
 * Django's "Not found." carries no code either.
 */
const ERROR_CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * Whether an error says the server has no such call (at this version): a 404 without a catalogue error
 * code, 405 (the route does not take this verb), 410 (withdrawn) or 501 (not implemented). A 404 that
 * names a catalogue error (`receipt_not_available`) is that error: the call exists and answered. The
 * client falls back a version on it (calls §7.1); an optional call of a server extension (the support
 * cases' list) reads it as "not offered".
 * @example callAbsent(new ApiError({ status: 404, code: "not_found" })) // true
 */
export function callAbsent({ status, serverMessage }: ApiError): boolean {
  const code = serverMessage?.trim() ?? "";
  return status === 404 ? code === "not_found" || !ERROR_CODE.test(code) : status === 405 || status === 410 || status === 501;
}

/** True when the failure only means the caller went away; nothing should be shown. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.code === "aborted";
}

/**
 * Maps an HTTP failure to its catalogue code (calls document §8.1).
 * @param status the HTTP status
 * @param body the parsed body, if any
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const serverMessage = readMessage(body);
  const fields = readFields(body);
  const code = codeFor(status, serverMessage);
  return new ApiError({ status, code, serverMessage, fields, body });
}

/** The code of each status the catalogue names; another 5xx is "server", another 4xx "http". */
const CODE_OF_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: "validation",
  422: "validation",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  406: "not_acceptable",
  419: "session_timeout",
  503: "maintenance",
};

function codeFor(status: number, message: string | null): ApiErrorCode {
  if (status === 401 && (message === "token_expired" || message === "token_invalid")) return message;
  return CODE_OF_STATUS[status] ?? (status >= 500 ? "server" : "http");
}

function readMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return typeof body === "string" && body.length < 200 ? body : null;
  const record = body as Record<string, unknown>;
  for (const key of ["message", "error", "code", "detail"]) {
    const value = record[key];
    if (typeof value === "string" && value.length > 0) return value;
  }
  return null;
}

/** Per-field errors come as `{errors: {field: [..]}}` or `{field: [..]}` (spec §8.2 "400 carries per-field errors"). */
function readFields(body: unknown): Record<string, string[]> {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  const source = typeof record.errors === "object" && record.errors !== null ? (record.errors as Record<string, unknown>) : record;
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === "__proto__" || key === "constructor") continue;
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) fields[key] = value as string[];
    else if (typeof value === "string" && source !== record) fields[key] = [value];
  }
  return fields;
}
