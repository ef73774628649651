"use client";

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Guest } from "@/features/guests";
import { setApiAuth } from "@/lib/api-client";

interface AuthState {
  token: string | null;
  guest: Guest | null;
  isAuthenticated: boolean;
  signIn(token: string, guest: Guest): void;
  updateGuest(guest: Guest): void;
  /** Forgets the session in this browser (the server side is revoked by the logout call). */
  clear(): void;
}

/** The signed-in guest, remembered in the browser under the spec's key. */
export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      guest: null,
      isAuthenticated: false,
      signIn: (token, guest) => set({ token, guest, isAuthenticated: true }),
      updateGuest: (guest) => set({ guest }),
      clear: () => set({ token: null, guest: null, isAuthenticated: false }),
    }),
    {
      name: "guest-auth-storage",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, guest, isAuthenticated }) => ({ token, guest, isAuthenticated }),
    },
  ),
);

setApiAuth({
  token: () => useAuth.getState().token,
  onUnauthorized: () => useAuth.getState().clear(),
});
