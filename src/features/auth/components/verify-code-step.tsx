"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, type FormEvent, type RefObject } from "react";
import { ArrowLeft } from "@/components/icons/arrow-left";
import { Loader2 } from "@/components/icons/loader-2";
import { ShieldCheck } from "@/components/icons/shield-check";
import { withLoadedMessages } from "@/components/loaded-messages";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import type { FieldErrorKey } from "@/i18n/field-errors";
import { cn } from "@/lib/cn";
import { CODE_LENGTH } from "../constants";

export interface VerifyCodeStepProps {
  email: string;
  code: string;
  codeError: FieldErrorKey | "verifyFailed" | undefined;
  formError: string | null;
  busy: boolean;
  /** Marks a busy button (aria-disabled), as the request step does. */
  busyClass: string;
  codeRef: RefObject<HTMLInputElement | null>;
  Heading: "h2" | "h3";
  className?: string;
  onCodeChange(code: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onFocus(): void;
  onBack(): void;
}

function CodeForm({
  email,
  code,
  codeError,
  formError,
  busy,
  busyClass,
  codeRef,
  Heading,
  className,
  onCodeChange,
  onSubmit,
  onFocus,
  onBack,
}: VerifyCodeStepProps) {
  const t = useTranslations("auth.signIn");
  const fieldError = useTranslations("errors.fields");
  const sentToId = `${useId()}-sent-to`;

  // The step appears when the guest asked for a code: the code's field is where they go next.
  useEffect(() => codeRef.current?.focus(), [codeRef]);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={cn("flex flex-col gap-5", className)}
    >
      <div className="flex flex-col gap-2">
        <Heading className="text-xl font-semibold text-stone-900">{t("verifyHeading")}</Heading>
        <p id={sentToId} className="text-sm text-stone-700">
          {t.rich("sentTo", {
            length: CODE_LENGTH,
            email,
            // The address is the guest's own text, which React escapes like any other.
            strong: (chunks) => (
              <strong className="font-semibold break-all text-stone-900">{chunks}</strong>
            ),
          })}
        </p>
      </div>
      <Field
        ref={codeRef}
        label={t("code")}
        aria-describedby={sentToId}
        error={
          codeError === "verifyFailed" ? t("verifyFailed") : codeError && fieldError(codeError)
        }
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder={t("codePlaceholder", { length: CODE_LENGTH })}
        value={code}
        // Codes are digits only; dropping spaces lets a pasted "123 456" still fit.
        onChange={(event) =>
          onCodeChange(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))
        }
        box="h-12 w-full text-center font-mono text-lg tracking-[0.4em] placeholder:font-sans placeholder:text-sm placeholder:tracking-normal"
      />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          onClick={onBack}
          aria-disabled={busy || undefined}
          className={busyClass}
        >
          <ArrowLeft aria-hidden="true" />
          {t("back")}
        </Button>
        <Button
          type="submit"
          aria-disabled={busy || undefined}
          className={cn(busyClass, "sm:flex-1")}
        >
          {busy ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          {busy ? t("verifying") : t("verify")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The sign-in form's second step, typing in the mailed code: loaded with the code's request, so
 * a page's first load carries only the first step, whose texts come from the server.
 */
export const VerifyCodeStep = withLoadedMessages(CodeForm);
