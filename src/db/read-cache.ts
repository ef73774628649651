import type { DatabaseHandle } from "./client";

/**
 * Reads that change rarely (the catalogue) or only when a hold changes (availability) are cached
 * in memory and dropped when PostgreSQL says they changed (migration 0007's triggers notify on
 * every write, whoever makes it). While this instance is not listening, nothing is cached and
 * every read goes to the database, so a lost connection can never serve stale responses.
 */
const CATALOGUE_CHANNEL = "catalogue_changed";
const HOLDS_CHANNEL = "holds_changed";

/** Enough for every home's page parts and many stays; the oldest entries go first. */
const MAX_ENTRIES = 20_000;
/** Cached entries that report their size stay under this many bytes together. */
const MAX_BYTES = 64 * 1024 * 1024;

/** What a cached read depends on besides the catalogue, which every entry depends on. */
export interface ReadDependencies {
  /** The holds (taken nights) of this home. */
  holdsOf?: string;
  /** The holds of every home (a dated search). */
  anyHolds?: boolean;
}

interface Entry {
  value: Promise<unknown>;
  /** The loaded value, once the load has succeeded: read without waiting by `cachedNow`. */
  settled?: { value: unknown };
  catalogue: number;
  allHolds: number;
  holds: number;
  /** `holdChanges` when the load began, for entries that depend on any hold. */
  anyHolds: number | undefined;
  bytes: number;
}

interface CacheState {
  listening: boolean;
  catalogue: number;
  allHolds: number;
  holds: Map<string, number>;
  /** Counts every hold change, of any home. */
  holdChanges: number;
  entries: Map<string, Entry>;
  bytes: number;
  stop: (() => Promise<void>) | undefined;
}

// Next.js bundles instrumentation, pages and route handlers separately; they share one cache.
const globalForCache = globalThis as unknown as { __ardennesReadCache?: CacheState };

function state(): CacheState {
  globalForCache.__ardennesReadCache ??= {
    listening: false,
    catalogue: 0,
    allHolds: 0,
    holds: new Map(),
    holdChanges: 0,
    entries: new Map(),
    bytes: 0,
    stop: undefined,
  };
  return globalForCache.__ardennesReadCache;
}

function forgetEverything(cache: CacheState): void {
  cache.catalogue++;
  cache.allHolds++;
  cache.holds.clear();
  cache.holdChanges++;
  cache.entries.clear();
  cache.bytes = 0;
}

/** Starts listening for changes; from then on reads through `cachedRead` are cached. */
export async function startReadCache(handle: DatabaseHandle): Promise<void> {
  const cache = state();
  if (cache.stop) return;
  cache.stop = await handle.listen({
    channels: [CATALOGUE_CHANNEL, HOLDS_CHANNEL],
    onNotification(channel, payload) {
      if (channel === CATALOGUE_CHANNEL) {
        cache.catalogue++;
        cache.entries.clear();
        cache.bytes = 0;
        return;
      }
      cache.holdChanges++;
      if (payload === "*") {
        cache.allHolds++;
      } else {
        cache.holds.set(payload, (cache.holds.get(payload) ?? 0) + 1);
      }
    },
    onLost() {
      cache.listening = false;
      forgetEverything(cache);
    },
    onListening() {
      // Whatever changed while nobody listened is unknown: start from nothing.
      forgetEverything(cache);
      cache.listening = true;
    },
  });
}

export async function stopReadCache(): Promise<void> {
  const cache = state();
  const stop = cache.stop;
  cache.stop = undefined;
  await stop?.();
  cache.listening = false;
  forgetEverything(cache);
}

/** Whether reads are being cached (this instance hears every change). */
export function readCacheListening(): boolean {
  return state().listening;
}

function isCurrent(cache: CacheState, entry: Entry, dependencies: ReadDependencies): boolean {
  return (
    entry.catalogue === cache.catalogue &&
    entry.allHolds === cache.allHolds &&
    (dependencies.holdsOf === undefined ||
      entry.holds === (cache.holds.get(dependencies.holdsOf) ?? 0)) &&
    (entry.anyHolds === undefined || entry.anyHolds === cache.holdChanges)
  );
}

function forget(cache: CacheState, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  cache.bytes -= entry.bytes;
}

/**
 * The cached value under `key` when it is current and already loaded, without a promise; undefined
 * otherwise (then `cachedRead` loads or waits). For the hottest reads, where a promise's
 * bookkeeping costs more than the lookup.
 */
export function cachedNow<T>(key: string, dependencies: ReadDependencies): T | undefined {
  const cache = state();
  if (!cache.listening) return undefined;
  const found = cache.entries.get(key);
  if (!found?.settled || !isCurrent(cache, found, dependencies)) return undefined;
  return found.settled.value as T;
}

/**
 * The value of `load`, cached under `key` until something it depends on changes. Concurrent
 * callers share one load; a failed load is not cached. An entry records the versions seen when its
 * load began, so a change that lands during the load makes the entry stale at once. `sizeOf`
 * counts a value against the cache's byte budget, for values as large as whole responses.
 */
export function cachedRead<T>(
  key: string,
  dependencies: ReadDependencies,
  load: () => Promise<T>,
  sizeOf?: (value: T) => number,
): Promise<T> {
  const cache = state();
  if (!cache.listening) return load();
  const found = cache.entries.get(key);
  if (found && isCurrent(cache, found, dependencies)) return found.value as Promise<T>;
  const value = load();
  const entry: Entry = {
    value,
    catalogue: cache.catalogue,
    allHolds: cache.allHolds,
    holds: dependencies.holdsOf === undefined ? 0 : (cache.holds.get(dependencies.holdsOf) ?? 0),
    anyHolds: dependencies.anyHolds ? cache.holdChanges : undefined,
    bytes: 0,
  };
  forget(cache, key);
  if (cache.entries.size >= MAX_ENTRIES) {
    const oldest = cache.entries.keys().next();
    if (!oldest.done) forget(cache, oldest.value);
  }
  cache.entries.set(key, entry);
  value.then(
    (loaded) => {
      entry.settled = { value: loaded };
      if (!sizeOf || cache.entries.get(key) !== entry) return;
      entry.bytes = sizeOf(loaded);
      cache.bytes += entry.bytes;
      for (const oldest of cache.entries.keys()) {
        if (cache.bytes <= MAX_BYTES) break;
        forget(cache, oldest);
      }
    },
    () => {
      if (cache.entries.get(key) === entry) forget(cache, key);
    },
  );
  return value;
}
