/** Small response helpers shared by every sandbox domain module. */

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** An error body in the shape the real API uses: `{ error, message, errors? }`. */
export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): Response {
  return json({ error: true, message, ...(errors ? { errors } : {}) }, status);
}

/** A file answer with its name in `content-disposition`, as spec §7.1 expects for blobs. */
export function file(body: BodyInit, filename: string, contentType: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
}

/** A paged list in the shape of spec §3: items, n_items (and total_items), offset, limit. */
export function paged<T>(all: readonly T[], query: URLSearchParams, defaultLimit: number) {
  const offset = Math.max(0, Number(query.get("offset") ?? 0) || 0);
  const limit = Math.max(1, Number(query.get("limit") ?? defaultLimit) || defaultLimit);
  return {
    items: all.slice(offset, offset + limit),
    n_items: all.length,
    total_items: all.length,
    offset,
    limit,
  };
}
