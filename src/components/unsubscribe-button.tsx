"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiRequestError, responseSchema } from "@/lib/api-client";

const answered = responseSchema(
  (value: unknown): value is { message: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string",
);

export interface UnsubscribeTexts {
  unsubscribe: string;
  done: string;
  unknownLink: string;
  failed: string;
}

/**
 * The one click that turns a mailed subscription off (the newsletter, an availability alert):
 * posts the link's token to `endpoint`; the page gives the texts in its language.
 */
export function UnsubscribeButton({
  endpoint,
  token,
  texts,
}: {
  endpoint: string;
  token: string;
  texts: UnsubscribeTexts;
}) {
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const [failure, setFailure] = useState<"unknownLink" | "failed">("failed");

  async function unsubscribe() {
    if (state === "sending") return;
    setState("sending");
    try {
      await apiRequest(endpoint, answered, { method: "POST", body: { token }, anonymous: true });
      setState("done");
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 404 ? "unknownLink" : "failed",
      );
      setState("failed");
    }
  }

  if (state === "done") {
    return (
      <p role="status" className="text-base text-forest-800">
        {texts.done}
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
        {texts.unsubscribe}
      </Button>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {texts[failure]}
        </p>
      ) : null}
    </div>
  );
}
