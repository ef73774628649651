"use client";

import { LogOut } from "@/components/icons/log-out";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, responseSchema } from "@/lib/api-client";

const okSchema = responseSchema((value): value is unknown => value !== undefined);

/** 'Sign out': ends the session on the server, whatever happens to the page. */
export function SignOutButton({ csrfToken }: { csrfToken: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (busy) return;
    setBusy(true);
    try {
      await apiRequest("/api/owner/logout", okSchema, {
        method: "POST",
        anonymous: true,
        headers: { "X-CSRF-Token": csrfToken },
      });
    } finally {
      // Signed out or not, the login page shows which: a session still alive leads back in.
      router.replace("/owner/login");
      router.refresh();
    }
  }
  return (
    <Button type="button" variant="outline" onClick={signOut} aria-disabled={busy || undefined}>
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}
