"use client";

import { useEffect, useEffectEvent, useState } from "react";

/**
 * What a component loads: `key` says which data (a new key loads anew), `load` reads it through
 * `apiRequest`.
 */
export interface ApiQuery<T> {
  key: string;
  load(signal: AbortSignal): Promise<T>;
}

export type ApiQueryState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: T };

const IDLE = { status: "idle" } as const;
const LOADING = { status: "loading" } as const;

/**
 * Loads data when its key appears or changes, and aborts the load when the key changes again or
 * the component unmounts, so a late response never replaces a newer one. `null` loads nothing.
 * `load` may be a new function on every render: only a new key starts a load.
 *
 * Not SWR: each page loads its data once, so a shared cache would only add bytes
 * (docs/decisions/0013).
 */
export function useApiQuery<T>(query: ApiQuery<T> | null): ApiQueryState<T> {
  const key = query?.key ?? null;
  const [settled, setSettled] = useState<{ key: string; state: ApiQueryState<T> } | null>(null);
  const load = useEffectEvent((signal: AbortSignal) => {
    if (!query) throw new Error("useApiQuery: nothing to load");
    return query.load(signal);
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (state: ApiQueryState<T>) => {
      if (!controller.signal.aborted) setSettled({ key, state });
    };
    // Through a promise, so a load that throws at once fails like one that rejects.
    new Promise<T>((resolve) => resolve(load(controller.signal))).then(
      (data) => settle({ status: "success", data }),
      (error: unknown) => settle({ status: "error", error }),
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return IDLE;
  return settled?.key === key ? settled.state : LOADING;
}
