"use client";

import { BellRing } from "@/components/icons/bell-ring";
import { CircleCheck } from "@/components/icons/circle-check";
import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { apiRequest, ApiRequestError, responseSchema } from "@/lib/api-client";
import type { CalendarDate } from "@/lib/dates";

export interface AlertFormProps {
  propertyId: string;
  stay: { checkIn: CalendarDate; checkOut: CalendarDate; guests: number };
}

/** A rough check for instant feedback; the server decides what an address is. */
const looksLikeAnAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const answerSchema = responseSchema(
  (value: unknown): value is { message: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string",
);

/**
 * 'Tell me when it frees up', under a stay the server said is taken: an address, and a neutral
 * answer that the confirmation mail is on its way (whatever the address's state).
 */
export function AlertForm({ propertyId, stay }: AlertFormProps) {
  const t = useTranslations("availabilityAlerts.form");
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<"missingEmail" | "invalidEmail" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "requested">("idle");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "sending") return;
    const value = email.trim();
    if (value === "" || !looksLikeAnAddress(value)) {
      setFieldError(value === "" ? "missingEmail" : "invalidEmail");
      return;
    }
    setFieldError(null);
    setFailure(null);
    setState("sending");
    try {
      await apiRequest("/api/public/availability-alerts", answerSchema, {
        method: "POST",
        body: {
          propertyId,
          startDate: stay.checkIn,
          endDate: stay.checkOut,
          guests: stay.guests,
          email: value,
        },
        anonymous: true,
      });
      setState("requested");
    } catch (error) {
      // The server's own words (in the page's language) say what to do: wait, or book now.
      const told = error instanceof ApiRequestError && [400, 409, 429].includes(error.status);
      setFailure(told ? error.message : t("failed"));
      setState("idle");
    }
  }

  if (state === "requested") {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-forest-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("requested")}
      </p>
    );
  }

  const sending = state === "sending";
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={sending}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4"
    >
      <p className="text-sm text-stone-700">{t("intro")}</p>
      <Field
        label={t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("placeholder")}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError && t(fieldError)}
      />
      <FormError message={failure} />
      <Button
        type="submit"
        variant="outline"
        aria-disabled={sending || undefined}
        className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {sending ? (
          <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <BellRing aria-hidden="true" />
        )}
        {sending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
