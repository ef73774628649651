"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { ownerChange } from "./owner-api";

const answered = responseSchema((value): value is unknown => typeof value === "object");
const FAILED = "That did not work. Please try again.";

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : FAILED;
}

/** Runs one back office change at a time; the page is read again after it, whatever the answer. */
export function useOwnerChange() {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(name: string, path: string, body?: unknown): Promise<boolean> {
    if (busy) return false;
    setBusy(name);
    setError(null);
    try {
      await ownerChange(path, answered, body);
      router.refresh();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      router.refresh();
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, run };
}
