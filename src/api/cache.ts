/** spec §9: "Cache 30 minutes for geo, companies, tariffs, products." */
export const CACHE_TTL_MS = 30 * 60 * 1000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * A page-wide cache of answers (and of calls in flight, so two tags asking for the same list make
 * one request). Failed calls are dropped at once so that a retry really retries.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
