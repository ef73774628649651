"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { responseSchema, apiRequest } from "@/lib/api-client";
import { useAuth } from "../auth-store";
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
    useAuth.getState().clear();
    router.push("/auth/login");
  }, [router]);
}
