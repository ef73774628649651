"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { Mail } from "@/components/icons/mail";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import type { FieldErrorKey } from "@/i18n/field-errors";
import { cn } from "@/lib/cn";
import { authStore } from "../auth-store";
import type { SignedIn } from "../schemas";
import type { SignInFormIntl } from "./sign-in-form-intl";
import type { Contact, ContactField } from "./sign-in-steps";

/** The checks and calls behind the two steps, fetched when the guest starts filling in the form. */
const loadSteps = () => import("./sign-in-steps");
/** The second step, with its messages: fetched with the first step's checks. */
const loadVerifyStep = () => import("./verify-code-step");

export interface EmailVerificationFormProps {
  /** The first step's texts and the second step's messages (useSignInFormIntl). */
  intl: SignInFormIntl;
  /** Called once the code is accepted and the session is stored. */
  onVerified(signedIn: SignedIn): void;
  /** Prefills the request step (read when the form mounts), e.g. with what the guest typed elsewhere. */
  defaultValues?: { name?: string; email?: string; phone?: string | null };
  /** Level of the step titles, below the heading of the page or card that holds the form. */
  headingLevel?: 2 | 3;
  className?: string;
}

/*
 * Busy buttons are marked aria-disabled rather than disabled: a disabled button drops keyboard
 * focus to the page, and the handlers ignore clicks while a call is running anyway.
 */
const busyClass = "aria-disabled:cursor-wait aria-disabled:opacity-70";

/**
 * Passwordless sign-in in two steps: the guest asks for a code by e-mail, then types it in.
 * Renders no page chrome, so the sign-in page and the booking wizard can both hold it.
 */
export function EmailVerificationForm({
  intl,
  onVerified,
  defaultValues,
  headingLevel = 2,
  className,
}: EmailVerificationFormProps) {
  const t = intl.texts;
  const fieldError = (key: FieldErrorKey) => t.fields[key];
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const [step, setStep] = useState<"request" | "verify">("request");
  /** The second step's module, loaded by the time a code has been sent. */
  const [verifyStep, setVerifyStep] = useState<Awaited<ReturnType<typeof loadVerifyStep>> | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const [name, setName] = useState(defaultValues?.name ?? "");
  const [email, setEmail] = useState(defaultValues?.email ?? "");
  const [phone, setPhone] = useState(defaultValues?.phone ?? "");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, FieldErrorKey>>>({});
  /** The details the code was sent for; the verify step signs in with exactly these. */
  const [contact, setContact] = useState<Contact | null>(null);

  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<FieldErrorKey | "verifyFailed" | undefined>();

  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  /** Where keyboard focus goes once the next step has rendered. */
  const focusNext = useRef<RefObject<HTMLInputElement | null> | null>(null);
  /** Set from a submit until its checks are done, so that a second submit is ignored. */
  const submitting = useRef(false);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    target?.current?.focus();
  }, [step]);

  function clearFieldError(field: ContactField) {
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  }

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || submitting.current) return;
    submitting.current = true;
    setFormError(null);
    try {
      const [steps, verifyModule] = await Promise.all([loadSteps(), loadVerifyStep()]);
      const checked = steps.checkContact({ name, email, phone });
      if (!checked.ok) {
        const errors = checked.errors;
        setFieldErrors(errors);
        const firstInvalid = errors.name ? nameRef : errors.email ? emailRef : phoneRef;
        firstInvalid.current?.focus();
        return;
      }
      setFieldErrors({});
      setBusy(true);
      const sent = await steps.sendCode(checked.contact);
      if (sent.ok) {
        setContact(checked.contact);
        setCode("");
        setCodeError(undefined);
        setVerifyStep(verifyModule);
        setStep("verify");
      } else {
        // A rate limit tells the guest how long to wait; anything else gets the spec's text.
        setFormError(sent.rateLimitMessage ?? t.requestFailed);
      }
    } catch {
      // The form's own code could not be loaded, e.g. while offline.
      setFormError(t.requestFailed);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  async function verifyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || submitting.current || !contact) return;
    submitting.current = true;
    setFormError(null);
    let signedIn: SignedIn;
    try {
      const steps = await loadSteps();
      const checked = steps.checkCode(contact, code);
      if (!checked.ok) {
        setCodeError(checked.error ?? "verifyFailed");
        codeRef.current?.focus();
        return;
      }
      setCodeError(undefined);
      setBusy(true);
      const verified = await steps.verifyCode(checked.request);
      if (!verified.ok) {
        authStore.clear();
        setFormError(verified.rateLimitMessage ?? t.verifyFailed);
        codeRef.current?.select();
        return;
      }
      signedIn = verified.signedIn;
    } catch {
      authStore.clear();
      setFormError(t.verifyFailed);
      return;
    } finally {
      submitting.current = false;
      setBusy(false);
    }
    authStore.signIn(signedIn.token, signedIn.guest);
    onVerified(signedIn);
  }

  function backToRequest() {
    if (busy) return;
    setFormError(null);
    setCodeError(undefined);
    focusNext.current = emailRef;
    setStep("request");
  }

  if (step === "verify" && contact && verifyStep) {
    return (
      <verifyStep.VerifyCodeStep
        messages={intl.messages}
        email={contact.email}
        code={code}
        codeError={codeError}
        formError={formError}
        busy={busy}
        busyClass={busyClass}
        codeRef={codeRef}
        Heading={Heading}
        className={className}
        onCodeChange={(next) => {
          setCode(next);
          setCodeError(undefined);
        }}
        onSubmit={verifyCode}
        onFocus={() => void loadSteps()}
        onBack={backToRequest}
      />
    );
  }

  const noteId = `${id}-note`;
  return (
    <form
      noValidate
      onSubmit={requestCode}
      onFocus={() => void loadSteps()}
      className={cn("flex flex-col gap-5", className)}
    >
      <Heading className="text-xl font-semibold text-stone-900">{t.requestHeading}</Heading>
      <Field
        ref={nameRef}
        label={t.fullName}
        error={fieldErrors.name && fieldError(fieldErrors.name)}
        name="name"
        type="text"
        autoComplete="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clearFieldError("name");
        }}
      />
      <Field
        ref={emailRef}
        label={t.email}
        aria-describedby={noteId}
        error={fieldErrors.email && fieldError(fieldErrors.email)}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearFieldError("email");
        }}
      />
      <Field
        ref={phoneRef}
        label={t.phone}
        optional={t.optional}
        error={fieldErrors.phone && fieldError(fieldErrors.phone)}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          clearFieldError("phone");
        }}
      />
      <p
        id={noteId}
        className="flex items-start gap-2 rounded-md bg-forest-50 px-3 py-2 text-sm text-forest-900"
      >
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t.note}
      </p>
      <FormError message={formError} />
      <Button type="submit" size="lg" aria-disabled={busy || undefined} className={busyClass}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {busy ? t.sending : t.send}
      </Button>
    </form>
  );
}
