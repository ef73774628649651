"use client";

import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { NEWSLETTER_TEXTS, newsletterResponseSchema } from "../schemas";

export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const [message, setMessage] = useState("");

  async function unsubscribe() {
    if (state === "sending") return;
    setState("sending");
    try {
      const response = await apiRequest(
        "/api/public/newsletter/unsubscribe",
        newsletterResponseSchema,
        {
          method: "POST",
          body: { token },
          anonymous: true,
        },
      );
      setMessage(response.message);
      setState("done");
    } catch (failure) {
      setMessage(
        failure instanceof ApiRequestError && failure.status === 404
          ? NEWSLETTER_TEXTS.unknownLink
          : "Unsubscribing failed. Please try again later.",
      );
      setState("failed");
    }
  }

  if (state === "done") {
    return (
      <p role="status" className="text-base text-forest-800">
        {message}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        type="button"
        onClick={() => void unsubscribe()}
        aria-disabled={state === "sending" || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {state === "sending" ? (
          <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
        ) : null}
        Unsubscribe
      </Button>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
