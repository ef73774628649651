"use client";

import type { Guest } from "@/features/guests";
import { setApiAuth } from "@/lib/api-client";
import { storedState, useStoredState } from "@/lib/stored-state";
import { AUTH_STORAGE_KEY } from "./constants";

export interface AuthState {
  token: string | null;
  guest: Guest | null;
  isAuthenticated: boolean;
}

const SIGNED_OUT: AuthState = { token: null, guest: null, isAuthenticated: false };

const session = storedState<AuthState>(AUTH_STORAGE_KEY, SIGNED_OUT, (stored) =>
  typeof stored.token === "string" && typeof stored.guest === "object" && stored.guest
    ? {
        token: stored.token,
        guest: stored.guest as Guest,
        isAuthenticated: stored.isAuthenticated === true,
      }
    : SIGNED_OUT,
);

/** The signed-in guest, remembered in this browser. */
export const authStore = {
  getState: session.getState,
  hydrated: session.hydrated,
  rehydrate: session.rehydrate,
  subscribe: session.subscribe,
  signIn: (token: string, guest: Guest) =>
    session.setState({ token, guest, isAuthenticated: true }),
  updateGuest: (guest: Guest) => session.setState({ guest }),
  /** Forgets the session in this browser (the server side is revoked by the logout call). */
  clear: () => session.setState(SIGNED_OUT),
};

/** A part of the session, rendering again when it changes; signed out on the server. */
export function useAuth<Part>(select: (state: AuthState) => Part): Part {
  return useStoredState(session, select);
}

setApiAuth({
  token: () => session.getState().token,
  onUnauthorized: () => authStore.clear(),
});
