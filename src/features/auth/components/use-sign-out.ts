"use client";

import { useCallback } from "react";
import { useRouter } from "@/i18n/navigation";
import { ApiRequestError, responseSchema, apiRequest } from "@/lib/api-client";
import { authStore } from "../auth-store";
import { countSignOut } from "./use-auth-session";

const logoutResponseSchema = responseSchema(
  (body): body is { ok: true } =>
    typeof body === "object" && body !== null && (body as { ok?: unknown }).ok === true,
);

/** Revokes the session on the server (best effort), forgets it here and opens the login page. */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    countSignOut();
    // The session is forgotten in this browser even when the server cannot be reached.
    await apiRequest("/api/guest/logout", logoutResponseSchema, { method: "POST" }).catch(
      () => undefined,
    );
    authStore.clear();
    router.push("/auth/login");
  }, [router]);
}

/**
 * 'Sign out everywhere': ends every session of the guest on the server, then here, and opens the
 * login page. Unlike a plain sign-out it fails loudly: the guest must know if a lost device is
 * still signed in.
 */
export function useSignOutEverywhere(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await apiRequest("/api/guest/logout-all", logoutResponseSchema, { method: "POST" });
    } catch (error) {
      // This session had ended already (its sign-out elsewhere, or idle): nothing is left here.
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
    countSignOut();
    authStore.clear();
    router.push("/auth/login");
  }, [router]);
}
