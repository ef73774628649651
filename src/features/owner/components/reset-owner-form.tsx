"use client";

import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { ownerChange } from "../owner-api";

const answered = responseSchema((value): value is unknown => typeof value === "object");

/**
 * 'Reset an owner': for another owner who lost their phone, passkeys and recovery codes. Their
 * sessions end and their next sign-in sets up an authenticator again.
 */
export function ResetOwnerForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const address = email.trim().toLowerCase();
      await ownerChange("/api/owner/owners/reset", answered, { email: address });
      setDone(`${address} is reset: their next sign-in sets up an authenticator again.`);
      setEmail("");
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? failure.message
          : "That did not work. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:max-w-sm">
      <Field
        label="Owner's e-mail address"
        name="email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormError message={error} />
      <p role="status" className="text-sm text-forest-800">
        {done}
      </p>
      <Button
        type="submit"
        variant="destructive"
        className="self-start"
        aria-disabled={busy || undefined}
      >
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Reset owner
      </Button>
    </form>
  );
}
