"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { newsletterResponseSchema } from "../schemas";

export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("newsletter.unsubscribe");
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const [failure, setFailure] = useState<"unknownLink" | "failed">("failed");

  async function unsubscribe() {
    if (state === "sending") return;
    setState("sending");
    try {
      await apiRequest("/api/public/newsletter/unsubscribe", newsletterResponseSchema, {
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
