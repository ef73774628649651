"use client";

import { formatInstant } from "@/lib/dates";
import { KeyRound } from "@/components/icons/key-round";
import { Loader2 } from "@/components/icons/loader-2";
import { Trash2 } from "@/components/icons/trash-2";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { anyAnswer, CHANGE_FAILED, ownerChange } from "../owner-api";
import type { Passkey } from "../schemas";
import { useConfirmation } from "./confirm-it-is-you";

const optionsAnswer = responseSchema(
  (value): value is { challenge: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { challenge?: unknown }).challenge === "string",
);

/** The browser's own refusal (cancelled, timed out, not supported) in plain words. */
function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey was not made: it was cancelled or took too long.";
  }
  if (error instanceof Error && error.name === "InvalidStateError") {
    return "This device already holds one of your passkeys.";
  }
  return CHANGE_FAILED;
}

/**
 * 'Passkeys': the owner's passkeys with 'Remove', and 'Add a passkey'; either first asks the owner
 * to confirm it is them, unless they did in the last few minutes.
 */
export function OwnerPasskeys({ passkeys }: { passkeys: Passkey[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const confirmation = useConfirmation(passkeys.length > 0);

  async function run(what: string, change: () => Promise<unknown>) {
    if (busy) return;
    setBusy(what);
    setError(null);
    const again = () => void run(what, change);
    try {
      if (await confirmation.confirmed(again)) await change();
    } catch (failure) {
      if (!confirmation.askedToConfirm(failure, again)) setError(messageOf(failure));
    } finally {
      setBusy(null);
      router.refresh();
    }
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("add", async () => {
      // Loaded here only: the rest of the back office never needs WebAuthn's code.
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await ownerChange("/api/owner/passkeys/options", optionsAnswer);
      const response = await startRegistration({
        optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
      });
      await ownerChange("/api/owner/passkeys", anyAnswer, {
        name: name.trim() || "Passkey",
        response,
      });
      setName("");
    });
  }

  return (
    <div className="flex flex-col gap-5">
      {passkeys.length === 0 ? (
        <p className="text-sm text-stone-700">
          No passkey yet. With one, you can sign in with your fingerprint, face or device PIN
          instead of the authenticator code.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-medium break-words text-stone-900">{passkey.name}</p>
                <p className="text-sm text-stone-700">
                  Added {formatInstant(passkey.createdAt)} ·{" "}
                  {passkey.lastUsedAt
                    ? `Last used ${formatInstant(passkey.lastUsedAt)}`
                    : "Not used yet"}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Remove ${passkey.name}`}
                aria-disabled={busy ? true : undefined}
                onClick={() =>
                  void run(passkey.id, () =>
                    ownerChange(`/api/owner/passkeys/${passkey.id}/remove`, anyAnswer),
                  )
                }
              >
                {busy === passkey.id ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="flex flex-col gap-3 sm:max-w-sm">
        <Field
          label="Passkey name"
          name="name"
          optional
          maxLength={60}
          autoComplete="off"
          description="Where it is, such as 'Laptop' or 'Phone'."
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormError message={error} />
        <Button type="submit" className="self-start" aria-disabled={busy ? true : undefined}>
          {busy === "add" ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <KeyRound aria-hidden="true" />
          )}
          Add a passkey
        </Button>
      </form>
      {confirmation.dialog}
    </div>
  );
}
