"use client";

import { KeyRound } from "@/components/icons/key-round";
import { Loader2 } from "@/components/icons/loader-2";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { apiRequest, ApiRequestError, responseSchema } from "@/lib/api-client";
import {
  enrolledSchema,
  enrolmentSchema,
  ownerCodeVerifiedSchema,
  type Enrolment,
} from "../schemas";

type Step =
  | { name: "email" }
  | { name: "code"; email: string }
  | { name: "enrol"; enrolment: Enrolment }
  | { name: "recovery"; codes: string[] }
  | { name: "second-factor"; passkey: boolean };

const FAILED = "Something went wrong. Please try again.";
const PASSKEY_REFUSED = "The passkey was not used: it was cancelled or took too long.";
/** Calls whose answer the form does not read. */
const answerSchema = responseSchema((value): value is unknown => value !== undefined);

/** The owner's calls never carry a guest's token: the back office has its own cookie. */
function post<T>(path: string, schema: Parameters<typeof apiRequest<T>>[1], body?: unknown) {
  return apiRequest(path, schema, { method: "POST", body, anonymous: true });
}

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status < 500 ? error.message : FAILED;
  // The browser's own refusal: cancelled, timed out, no such passkey on this device.
  if (error instanceof Error && error.name === "NotAllowedError") return PASSKEY_REFUSED;
  return FAILED;
}

const passkeyOptionsAnswer = responseSchema(
  (value): value is { challenge: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { challenge?: unknown }).challenge === "string",
);

/** "ABCD EFGH ...": the secret in groups of 4, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * The back office sign-in: the e-mailed code, then the authenticator (enrolled on the first
 * sign-in, with recovery codes shown once), then the back office.
 */
export function OwnerSignInForm() {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: "email" });
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each step starts with its field focused, or its heading when it has none.
  useEffect(() => {
    (inputRef.current ?? headingRef.current)?.focus();
  }, [step]);

  function goTo(next: Step) {
    setValue("");
    setError(null);
    setStep(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const input = value.trim();
      if (step.name === "email") {
        await post("/api/owner/login/request-code", answerSchema, { email: input });
        goTo({ name: "code", email: input.toLowerCase() });
      } else if (step.name === "code") {
        const { next, passkey } = await post(
          "/api/owner/login/verify-code",
          ownerCodeVerifiedSchema,
          { email: step.email, code: input },
        );
        if (next === "enrol") {
          goTo({ name: "enrol", enrolment: await post("/api/owner/login/enrol", enrolmentSchema) });
        } else {
          goTo({ name: "second-factor", passkey });
        }
      } else if (step.name === "enrol") {
        const { recoveryCodes } = await post("/api/owner/login/enrol/confirm", enrolledSchema, {
          code: input,
        });
        goTo({ name: "recovery", codes: recoveryCodes });
      } else if (step.name === "second-factor") {
        await post("/api/owner/login/second-factor", answerSchema, { code: input });
        router.replace("/owner");
      }
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  function failed(failure: unknown) {
    setError(messageOf(failure));
    // An expired pending sign-in can only start again.
    if (failure instanceof ApiRequestError && failure.status === 401) goTo({ name: "email" });
    inputRef.current?.focus();
  }

  /** 'Use a passkey': the browser's passkey prompt in place of the authenticator code. */
  async function signInWithPasskey() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // Loaded only when asked for: most sign-ins never need WebAuthn's code.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await post("/api/owner/login/passkey/options", passkeyOptionsAnswer);
      const response = await startAuthentication({
        optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
      });
      await post("/api/owner/login/passkey", answerSchema, response);
      router.replace("/owner");
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  if (step.name === "recovery") {
    return (
      <div className="flex flex-col gap-4">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-stone-900">
          Your recovery codes
        </h2>
        <p className="text-sm text-stone-700">
          Keep these somewhere safe. Each works once in place of an authenticator code, if you lose
          your phone. They are shown only now.
        </p>
        <ul className="grid grid-cols-2 gap-2 rounded-md bg-bark-50 p-4 font-mono text-sm">
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button type="button" size="lg" onClick={() => router.replace("/owner")}>
          Continue to the back office
        </Button>
      </div>
    );
  }

  const frames: Record<
    Exclude<Step["name"], "recovery">,
    { title: string; intro: ReactNode; label: string; action: string }
  > = {
    email: {
      title: "Sign in to the back office",
      intro: "We will e-mail a 6-digit code to an owner's address.",
      label: "Email Address",
      action: "Send code",
    },
    code: {
      title: "Enter the e-mailed code",
      intro:
        "If this address belongs to an owner, a 6-digit code is on its way. It is valid for 10 minutes.",
      label: "Verification Code",
      action: "Verify",
    },
    enrol: {
      title: "Set up your authenticator app",
      intro:
        "Scan the QR code with an authenticator app, or type in the secret key, then enter the 6-digit code it shows.",
      label: "Authenticator code",
      action: "Confirm",
    },
    "second-factor": {
      title: "Enter your authenticator code",
      intro:
        "Open your authenticator app and enter its current 6-digit code, or one of your recovery codes.",
      label: "Authenticator or recovery code",
      action: "Sign in",
    },
  };
  const frame = frames[step.name];
  const numeric = step.name === "code" || step.name === "enrol";

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-stone-900">
          {frame.title}
        </h2>
        <p className="text-sm text-stone-700">{frame.intro}</p>
      </div>
      {step.name === "enrol" ? (
        <div className="flex flex-col items-center gap-3">
          <svg
            role="img"
            aria-label="QR code of the authenticator secret"
            viewBox={`-2 -2 ${step.enrolment.qr.size + 4} ${step.enrolment.qr.size + 4}`}
            className="size-48 bg-white"
            shapeRendering="crispEdges"
          >
            <path d={step.enrolment.qr.path} fill="#000" />
          </svg>
          <p className="text-sm text-stone-700">
            Secret key{" "}
            <code className="font-mono text-base break-all text-stone-900">
              {grouped(step.enrolment.secret)}
            </code>
          </p>
        </div>
      ) : null}
      <Field
        ref={inputRef}
        key={step.name}
        label={frame.label}
        name={step.name === "email" ? "email" : "code"}
        type={step.name === "email" ? "email" : "text"}
        autoComplete={step.name === "email" ? "email" : "one-time-code"}
        inputMode={numeric ? "numeric" : undefined}
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" aria-disabled={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {frame.action}
      </Button>
      {step.name === "second-factor" && step.passkey ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          aria-disabled={busy || undefined}
          onClick={() => void signInWithPasskey()}
        >
          <KeyRound aria-hidden="true" />
          Use a passkey
        </Button>
      ) : null}
    </form>
  );
}
