import { useSyncExternalStore } from "react";

/**
 * A small state kept in the browser's localStorage under `key`, as zustand's persist middleware
 * wrote it (`{"state": ..., "version": 0}`), so what browsers stored before stays readable.
 * zustand put 2 KB of script on every page for the two states the site keeps.
 */
export interface StoredState<State> {
  getState(): State;
  /** What the server renders with: it cannot see the browser's storage. */
  getInitialState(): State;
  setState(part: Partial<State>): void;
  subscribe(listener: () => void): () => void;
  /** Whether the stored value has been read; never on the server. */
  hydrated(): boolean;
  /** Reads the stored value again, as when another tab changed it. */
  rehydrate(): void;
}

/**
 * `read` turns what is stored (anything: a visitor can edit it) into a state, falling back
 * to `initial` for what it cannot use.
 */
export function storedState<State extends object>(
  key: string,
  initial: State,
  read: (stored: Record<string, unknown>) => State,
): StoredState<State> {
  let state = initial;
  let hydrated = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function stored(): State {
    try {
      const value = (JSON.parse(localStorage.getItem(key) ?? "null") as { state?: unknown } | null)
        ?.state;
      return value && typeof value === "object" ? read(value as Record<string, unknown>) : initial;
    } catch {
      return initial;
    }
  }

  const store: StoredState<State> = {
    getState: () => state,
    getInitialState: () => initial,
    setState(part) {
      state = { ...state, ...part };
      try {
        localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
      } catch {
        // Storage full or refused (private browsing): the state lasts as long as the page.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hydrated: () => hydrated,
    rehydrate() {
      state = stored();
      hydrated = true;
      notify();
    },
  };
  if (typeof window !== "undefined") store.rehydrate();
  return store;
}

/** A part of a stored state, rendering again when it changes; the initial state's on the server. */
export function useStoredState<State, Part>(
  store: StoredState<State>,
  select: (state: State) => Part,
): Part {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState()),
  );
}
