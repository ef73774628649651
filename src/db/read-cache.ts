import type { DatabaseHandle } from "./client";

/**
 * Reads that change rarely (the catalogue) or only when a hold changes (availability) are kept
 * in memory and dropped when PostgreSQL says they changed (migration 0007's triggers notify on
 * every write, whoever makes it). While this instance is not listening, nothing is cached and
 * every read goes to the database, so a lost connection can never serve stale answers.
 */
const CATALOGUE_CHANNEL = "catalogue_changed";
const HOLDS_CHANNEL = "holds_changed";

/** Enough for every home's page parts and many stays; the oldest entries go first. */
const MAX_ENTRIES = 20_000;

/** What a cached read depends on besides the catalogue, which every entry depends on. */
export interface ReadDependencies {
  /** The holds (taken nights) of this home. */
  holdsOf?: string;
}

interface Entry {
  value: Promise<unknown>;
  catalogue: number;
  allHolds: number;
  holds: number;
}

interface CacheState {
  listening: boolean;
  catalogue: number;
  allHolds: number;
  holds: Map<string, number>;
  entries: Map<string, Entry>;
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
    entries: new Map(),
    stop: undefined,
  };
  return globalForCache.__ardennesReadCache;
}

function forgetEverything(cache: CacheState): void {
  cache.catalogue++;
  cache.allHolds++;
  cache.holds.clear();
  cache.entries.clear();
}

/** Starts listening for changes; from then on reads through `cachedRead` are kept. */
export async function startReadCache(handle: DatabaseHandle): Promise<void> {
  const cache = state();
  if (cache.stop) return;
  cache.stop = await handle.listen({
    channels: [CATALOGUE_CHANNEL, HOLDS_CHANNEL],
    onNotification(channel, payload) {
      if (channel === CATALOGUE_CHANNEL) {
        cache.catalogue++;
        cache.entries.clear();
      } else if (payload === "*") {
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

/** Whether reads are being kept (this instance hears every change). */
export function readCacheListening(): boolean {
  return state().listening;
}

function isCurrent(cache: CacheState, entry: Entry, dependencies: ReadDependencies): boolean {
  return (
    entry.catalogue === cache.catalogue &&
    entry.allHolds === cache.allHolds &&
    (dependencies.holdsOf === undefined ||
      entry.holds === (cache.holds.get(dependencies.holdsOf) ?? 0))
  );
}

/**
 * The value of `load`, kept under `key` until something it depends on changes. Concurrent
 * callers share one load; a failed load is not kept. An entry records the versions seen when its
 * load began, so a change that lands during the load makes the entry stale at once.
 */
export function cachedRead<T>(
  key: string,
  dependencies: ReadDependencies,
  load: () => Promise<T>,
): Promise<T> {
  const cache = state();
  if (!cache.listening) return load();
  const found = cache.entries.get(key);
  if (found && isCurrent(cache, found, dependencies)) return found.value as Promise<T>;
  const entry: Entry = {
    value: load(),
    catalogue: cache.catalogue,
    allHolds: cache.allHolds,
    holds: dependencies.holdsOf === undefined ? 0 : (cache.holds.get(dependencies.holdsOf) ?? 0),
  };
  cache.entries.delete(key);
  if (cache.entries.size >= MAX_ENTRIES) {
    const oldest = cache.entries.keys().next();
    if (!oldest.done) cache.entries.delete(oldest.value);
  }
  cache.entries.set(key, entry);
  entry.value.catch(() => {
    if (cache.entries.get(key) === entry) cache.entries.delete(key);
  });
  return entry.value as Promise<T>;
}
