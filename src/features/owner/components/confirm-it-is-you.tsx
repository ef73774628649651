"use client";

import { KeyRound } from "@/components/icons/key-round";
import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { needsConfirmation, ownerChange, sessionConfirmed } from "../owner-api";
import { OwnerDialog } from "./owner-changes";

const confirmedAnswer = responseSchema(
  (value): value is { confirmedUntil: string } =>
    typeof value === "object" && value !== null && "confirmedUntil" in value,
);
const optionsAnswer = responseSchema(
  (value): value is { challenge: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { challenge?: unknown }).challenge === "string",
);

/**
 * For the sensitive changes (passkeys, resetting an owner), which need a confirmation with a
 * current code or passkey: `confirmed(retry)` says whether the change may go ahead now, or asks
 * and runs `retry` once the owner has confirmed; `askedToConfirm` does the same for a refusal that
 * asks for one (the confirmation lapsed meanwhile). Render `dialog` beside the change's buttons.
 */
export function useConfirmation(passkey: boolean) {
  const [retry, setRetry] = useState<(() => void) | null>(null);

  async function confirmed(then: () => void): Promise<boolean> {
    if (await sessionConfirmed()) return true;
    setRetry(() => then);
    return false;
  }

  function askedToConfirm(failure: unknown, then: () => void): boolean {
    if (!needsConfirmation(failure)) return false;
    setRetry(() => then);
    return true;
  }

  const dialog = (
    <ConfirmItIsYou
      open={retry !== null}
      passkey={passkey}
      onCancel={() => setRetry(null)}
      onConfirmed={() => {
        setRetry(null);
        retry?.();
      }}
    />
  );
  return { confirmed, askedToConfirm, dialog };
}

/** 'Confirm it is you': a current authenticator or recovery code, or a passkey. */
function ConfirmItIsYou({
  open,
  passkey,
  onCancel,
  onConfirmed,
}: {
  open: boolean;
  passkey: boolean;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const t = useTranslations("ownerSecurity.confirm");
  const router = useRouter();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState<"code" | "passkey" | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setCode("");
    setError(null);
    onCancel();
  }

  async function confirmWith(way: "code" | "passkey", confirm: () => Promise<unknown>) {
    if (busy) return;
    setBusy(way);
    setError(null);
    try {
      await confirm();
      setCode("");
      onConfirmed();
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setError(failure.message);
        // Too many wrong codes ended the session: the page then opens the sign-in.
        if (failure.status === 401) router.refresh();
      } else {
        setError(
          failure instanceof Error && failure.name === "NotAllowedError"
            ? t("passkeyRefused")
            : t("failed"),
        );
      }
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirmWith("code", () =>
      ownerChange("/api/owner/session/confirm", confirmedAnswer, { code: code.trim() }),
    );
  }

  function withPasskey() {
    void confirmWith("passkey", async () => {
      // Loaded only when asked for, as on the sign-in page.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await ownerChange(
        "/api/owner/session/confirm/passkey/options",
        optionsAnswer,
      );
      const response = await startAuthentication({
        optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
      });
      await ownerChange("/api/owner/session/confirm/passkey", confirmedAnswer, response);
    });
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t("title")}
      description={t("description")}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label={t("code")}
          name="code"
          description={t("codeHint")}
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              {t("cancel")}
            </Button>
          </Dialog.Close>
          {passkey ? (
            <Button
              type="button"
              variant="outline"
              aria-disabled={busy ? true : undefined}
              onClick={withPasskey}
            >
              {busy === "passkey" ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <KeyRound aria-hidden="true" />
              )}
              {t("passkey")}
            </Button>
          ) : null}
          <Button type="submit" aria-disabled={busy ? true : undefined}>
            {busy === "code" ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {t("confirm")}
          </Button>
        </div>
      </form>
    </OwnerDialog>
  );
}
