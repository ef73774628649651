"use client";

import { useSyncExternalStore } from "react";
import type { Guest } from "@/features/guests";
import { authStore, useAuth } from "../auth-store";
import { AUTH_STORAGE_KEY } from "../constants";

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out: follow it, so this tab does not act on a revoked session.
  if (event.key === null || event.key === AUTH_STORAGE_KEY) authStore.rehydrate();
}

let storageSubscribers = 0;

function subscribe(onChange: () => void): () => void {
  const stop = authStore.subscribe(onChange);
  if (storageSubscribers++ === 0) window.addEventListener("storage", onStorage);
  return () => {
    stop();
    if (--storageSubscribers === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The session lives in localStorage, which the server cannot see: it renders "not known yet". */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => authStore.hydrated(),
    () => false,
  );
}

export type AuthSession =
  | { hydrated: false; isAuthenticated: false; guest: null }
  | { hydrated: true; isAuthenticated: boolean; guest: Guest | null };

/**
 * The signed-in guest as far as this browser knows. Until the stored session has been read it
 * reports signed out with `hydrated: false`, exactly as the server rendered it.
 */
export function useAuthSession(): AuthSession {
  const hydrated = useHydrated();
  const isAuthenticated = useAuth((state) => state.isAuthenticated && state.token !== null);
  const guest = useAuth((state) => state.guest);
  if (!hydrated) return { hydrated: false, isAuthenticated: false, guest: null };
  return { hydrated: true, isAuthenticated, guest: isAuthenticated ? guest : null };
}

/*
 * A guest who signs out on a private page must land on the plain login page, not on the
 * "sign in again to come back here" redirect that the page's guard would start when the session
 * disappears. The guard compares this counter with the value it saw when it mounted.
 */
let signOuts = 0;

export function signOutCount(): number {
  return signOuts;
}

export function countSignOut(): void {
  signOuts += 1;
}
