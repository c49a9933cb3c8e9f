// A small in-process cache for data read on almost every request and changed rarely (params, menus, grants).
// Writers call clear(); the TTL bounds how stale another API instance can be until cross-instance invalidation
// reaches it.
export type Cache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createCache(ttlMs = 30_000, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      // Cache the promise so concurrent misses share one load; forget it if the load fails.
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
