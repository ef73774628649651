"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiRequestError, responseSchema } from "@/lib/api-client";

const answerSchema = responseSchema(
  (value: unknown): value is { message: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string",
);

export function AlertUnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("availabilityAlerts.unsubscribe");
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const [failure, setFailure] = useState<"unknownLink" | "failed">("failed");

  async function unsubscribe() {
    if (state === "sending") return;
    setState("sending");
    try {
      await apiRequest("/api/public/availability-alerts/unsubscribe", answerSchema, {
        method: "POST",
        body: { token },
        anonymous: true,
      });
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
        {t("done")}
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
        {t("unsubscribe")}
      </Button>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t(failure)}
        </p>
      ) : null}
    </div>
  );
}
