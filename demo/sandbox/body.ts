/**
 * Reads a request body the way the real API accepts them: JSON, or form data (the client sends
 * `FormData` as is for uploads). Files are reduced to `{name, size, type}` so they can be logged and
 * compared in tests.
 */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
}

export async function readBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  if (request.method === "GET" || request.method === "HEAD") return { ok: true, body: undefined };
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    try {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        const item = typeof value === "string" ? parseMaybeJson(value) : ({ name: value.name, size: value.size, type: value.type } satisfies UploadedFile);
        const previous = out[key];
        if (previous === undefined) out[key] = item;
        else out[key] = Array.isArray(previous) ? [...previous, item] : [previous, item];
      }
      return { ok: true, body: out };
    } catch {
      return { ok: false };
    }
  }
  const text = await request.text();
  if (text.trim() === "") return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Form fields that carry JSON (nested objects sent through FormData) are parsed; others stay strings. */
function parseMaybeJson(value: string): unknown {
  const trimmed = value.trim();
  if ((trimmed.startsWith("{") && trimmed.endsWith("}")) || (trimmed.startsWith("[") && trimmed.endsWith("]"))) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** Helpers for handlers: read a field of an unknown body without `any`. */
export function field(body: unknown, key: string): unknown {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
}

export function str(body: unknown, key: string): string | undefined {
  const value = field(body, key);
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

export function numField(body: unknown, key: string): number | undefined {
  const value = field(body, key);
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value.replace(",", "."));
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function bool(body: unknown, key: string): boolean {
  const value = field(body, key);
  return value === true || value === "true" || value === 1 || value === "1" || value === "on";
}

export function obj(body: unknown, key: string): Record<string, unknown> | undefined {
  const value = field(body, key);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
