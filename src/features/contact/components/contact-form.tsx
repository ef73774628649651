"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { Send } from "@/components/icons/send";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextareaField } from "@/components/ui/field";
import { showToast } from "@/components/ui/toast";
import type { FieldErrorKey } from "@/i18n/field-errors";

const loadSending = () => import("./send-message");

const FIELDS = ["name", "email", "subject", "message"] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const t = useTranslations("contact.form");
  const fieldError = useTranslations("errors.fields");
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldErrorKey>>>({});
  const [sending, setSending] = useState(false);
  /** Set from a submit until its check is done, so that a second submit is ignored. */
  const submitting = useRef(false);

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending || submitting.current) return;
    submitting.current = true;
    try {
      const sender = await loadSending();
      const checked = sender.checkMessage(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      setSending(true);
      if (await sender.sendMessage(checked.message)) {
        void showToast("success", t("sent"));
        setValues(EMPTY);
      } else {
        // What was typed stays in the form, so a retry loses nothing.
        void showToast("error", t("failed"));
      }
    } catch {
      // The form's own code could not be loaded, e.g. while offline.
      void showToast("error", t("failed"));
    } finally {
      submitting.current = false;
      setSending(false);
    }
  }

  /** What the four fields share: all are required and report their own error. */
  function fieldProps(field: FieldName) {
    const error = errors[field];
    return {
      name: field,
      label: t(field),
      value: values[field],
      required: true,
      error: error && fieldError(error),
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    };
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
        <Field {...fieldProps("name")} autoComplete="name" />
        <Field {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" />
      </div>
      <Field {...fieldProps("subject")} />
      <TextareaField {...fieldProps("message")} rows={6} />
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
              {t("sending")}
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              {t("send")}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
