"use client";

import { Loader2, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { CONTACT_TEXTS } from "../texts";

const loadSending = () => import("./send-message");

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

const inputClass =
  "w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-600 sm:text-sm";

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  /** Set from a submit until its check is done, so that a second submit is ignored. */
  const submitting = useRef(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || submitting.current) return;
    submitting.current = true;
    try {
      const sender = await loadSending();
      const checked = sender.checkMessage(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) refs.current[first]?.focus();
        return;
      }
      setErrors({});
      setSending(true);
      if (await sender.sendMessage(checked.message)) {
        void showToast("success", CONTACT_TEXTS.sent);
        setValues(EMPTY);
      } else {
        // What was typed stays in the form, so a retry loses nothing.
        void showToast("error", CONTACT_TEXTS.failed);
      }
    } catch {
      // The form's own code could not be loaded, e.g. while offline.
      void showToast("error", CONTACT_TEXTS.failed);
    } finally {
      submitting.current = false;
      setSending(false);
    }
  }

  function fieldProps(field: Field) {
    const error = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    };
  }

  function label(field: Field, text: string) {
    return (
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-stone-800">
        {text}
      </label>
    );
  }

  function errorOf(field: Field) {
    const error = errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {error}
      </p>
    ) : null;
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSending()}
      className="flex flex-col gap-5"
      aria-busy={sending}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          {label("name", "Name")}
          <input
            {...fieldProps("name")}
            ref={(element) => {
              refs.current.name = element;
            }}
            autoComplete="name"
            className={cn(inputClass, "h-11")}
          />
          {errorOf("name")}
        </div>
        <div className="flex flex-col gap-1.5">
          {label("email", "Email")}
          <input
            {...fieldProps("email")}
            ref={(element) => {
              refs.current.email = element;
            }}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={cn(inputClass, "h-11")}
          />
          {errorOf("email")}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        {label("subject", "Subject")}
        <input
          {...fieldProps("subject")}
          ref={(element) => {
            refs.current.subject = element;
          }}
          className={cn(inputClass, "h-11")}
        />
        {errorOf("subject")}
      </div>
      <div className="flex flex-col gap-1.5">
        {label("message", "Message")}
        <textarea
          {...fieldProps("message")}
          ref={(element) => {
            refs.current.message = element;
          }}
          rows={6}
          className={cn(inputClass, "py-2")}
        />
        {errorOf("message")}
      </div>
      <div>
        {/* aria-disabled, not disabled: keyboard focus stays on the button while sending. */}
        <Button
          type="submit"
          aria-disabled={sending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {sending ? (
            <>
              <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
              Sending...
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Send Message
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
