"use client";

import { CircleCheck } from "@/components/icons/circle-check";
import { Loader2 } from "@/components/icons/loader-2";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/field-parts";
import { showToast } from "@/components/ui/toast";

const loadSubscription = () => import("./subscribe");

export type NewsletterTexts = Record<
  | "email"
  | "placeholder"
  | "missingEmail"
  | "invalidEmail"
  | "subscribing"
  | "subscribe"
  | "subscribed"
  | "failed",
  string
>;

/** The footer's sign-up form; its texts come from the server (newsletter-box.tsx). */
export function NewsletterForm({ texts }: { texts: NewsletterTexts }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState("");
  const [error, setError] = useState<"missingEmail" | "invalidEmail" | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "subscribed">("idle");
  // Set while the subscription code loads, before `state` can say "sending".
  const submitting = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const value = email.trim();
    if (value === "") {
      setError("missingEmail");
      return;
    }
    submitting.current = true;
    try {
      const subscription = await loadSubscription();
      if (!subscription.isEmailAddress(value)) {
        setError("invalidEmail");
        return;
      }
      setError(null);
      setState("sending");
      const result = await subscription.subscribe(value);
      if (result.ok) {
        setState("subscribed");
      } else {
        setState("idle");
        // A rate limit's message (from the API, in the page's language) says when to retry.
        void showToast("error", result.rateLimitMessage ?? texts.failed);
      }
    } catch {
      // The subscription code itself could not be loaded, e.g. while offline.
      setState("idle");
      void showToast("error", texts.failed);
    } finally {
      submitting.current = false;
    }
  }

  if (state === "subscribed") {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-forest-50">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bark-200" />
        {texts.subscribed}
      </p>
    );
  }

  const sending = state === "sending";
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2" aria-busy={sending}>
      <Label htmlFor={inputId} tone="dark">
        {texts.email}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        {/* No name attribute: without JavaScript the address must not end up in a URL. */}
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.placeholder}
          value={email}
          onFocus={() => void loadSubscription()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          tone="dark"
          box="h-10 w-full min-w-0 flex-auto text-base sm:text-sm"
        />
        <Button
          type="submit"
          variant="secondary"
          aria-disabled={sending || undefined}
          className="focus-visible:outline-bark-200 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {sending ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          {sending ? texts.subscribing : texts.subscribe}
        </Button>
      </div>
      <FieldError id={errorId} message={error && texts[error]} tone="dark" />
    </form>
  );
}
