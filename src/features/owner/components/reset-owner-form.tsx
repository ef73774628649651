"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { anyAnswer, ownerChange, refusalOf } from "../owner-api";
import { useConfirmation } from "./confirm-it-is-you";

/**
 * 'Reset an owner': for another owner who lost their phone, passkeys and recovery codes. Their
 * sessions end and their next sign-in sets up an authenticator again. The owner resetting first
 * confirms it is them (`passkey`: they have one to confirm with).
 */
export function ResetOwnerForm({ passkey }: { passkey: boolean }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirmation = useConfirmation(passkey);

  async function reset() {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    const address = email.trim().toLowerCase();
    const again = () => void reset();
    try {
      if (!(await confirmation.confirmed(again))) return;
      await ownerChange("/api/owner/owners/reset", anyAnswer, { email: address });
      setDone(`${address} is reset: their next sign-in sets up an authenticator again.`);
      setEmail("");
    } catch (failure) {
      if (confirmation.askedToConfirm(failure, again)) return;
      setError(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void reset();
  }

  // The dialog beside the form, not in it: React passes its form's submit up through the portal.
  return (
    <>
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
      {confirmation.dialog}
    </>
  );
}
