"use client";

import { CreditCard } from "@/components/icons/credit-card";
import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import {
  SessionPending,
  SignInCard,
  useAuthSession,
  useSignInFormIntl,
} from "@/features/auth/components";
import { usePageLocale } from "@/i18n/use-page-locale";
import { apiRequest, responseSchema } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatEuros, formatWholeEuros } from "@/lib/money";
import { isVoucherAmount, MAX_VOUCHER_MESSAGE_LENGTH } from "../gift-vouchers";

const PRESETS = [50, 100, 150, 250, 500] as const;

const checkoutSchema = responseSchema(
  (value): value is { id: string; checkoutUrl: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { checkoutUrl?: unknown }).checkoutUrl === "string",
);

type FieldName = "amount" | "name" | "message";

/**
 * The voucher's form: the amount (a preset or any other), the buyer's name for the receipt, and
 * the message printed on their copy. A guest not signed in confirms their address first: the
 * voucher is mailed there.
 */
export function BuyGiftVoucher() {
  const t = useTranslations("giftVouchers");
  const session = useAuthSession();
  const signInIntl = useSignInFormIntl();
  // Signed in, the session re-renders this as the voucher's form.
  const signIn = (
    <SignInCard
      intl={signInIntl}
      title={t("page.signInTitle")}
      text={t("page.signInText")}
      onVerified={() => undefined}
    />
  );
  if (!session.hydrated) return <SessionPending signedOut={signIn} />;
  if (!session.isAuthenticated) return signIn;
  return <VoucherForm defaultName={session.guest?.name ?? ""} />;
}

function VoucherForm({ defaultName }: { defaultName: string }) {
  const t = useTranslations("giftVouchers.form");
  const locale = usePageLocale();
  const id = useId();
  const [amount, setAmount] = useState("100");
  const [name, setName] = useState(defaultName);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // One key for this form's lifetime: a double click opens one payment.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const euros = Number(amount);
  const valid = isVoucherAmount(euros);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const next: Partial<Record<FieldName, string>> = {};
    if (!valid) next.amount = t("invalidAmount");
    if (name.trim().length < 2) next.name = t("nameRequired");
    if (message.trim().length > MAX_VOUCHER_MESSAGE_LENGTH) {
      next.message = t("messageTooLong", { max: MAX_VOUCHER_MESSAGE_LENGTH });
    }
    setErrors(next);
    const first = (["amount", "name", "message"] as const).find((field) => next[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      const { checkoutUrl } = await apiRequest("/api/guest/gift-vouchers", checkoutSchema, {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey, "Accept-Language": locale },
        body: { amount: euros, buyerName: name.trim(), message: message.trim() || null },
      });
      window.location.assign(checkoutUrl);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : t("failed"));
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-forest-950">{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-stone-800">{t("presets")}</legend>
            <div className="flex flex-wrap gap-2">
              {PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={euros === preset}
                  onClick={() => {
                    setAmount(String(preset));
                    setErrors((current) => ({ ...current, amount: undefined }));
                  }}
                  className={cn(
                    "h-11 min-w-20 rounded-md border px-4 text-sm font-medium tabular-nums",
                    euros === preset
                      ? "border-forest-700 bg-forest-700 text-white"
                      : "border-stone-300 bg-white text-stone-900 hover:bg-stone-50",
                  )}
                >
                  {formatWholeEuros(preset, locale)}
                </button>
              ))}
            </div>
          </fieldset>
          <Field
            id={`${id}-amount`}
            label={t("amount")}
            description={t("amountHint")}
            name="amount"
            type="number"
            inputMode="numeric"
            min={50}
            max={1000}
            step={10}
            value={amount}
            error={errors.amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
            controlClassName="max-w-40 tabular-nums"
          />
          <Field
            id={`${id}-name`}
            label={t("name")}
            description={t("nameHint")}
            name="name"
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextareaField
            id={`${id}-message`}
            label={t("message")}
            optional={t("optional")}
            description={t("messageHint")}
            name="message"
            rows={4}
            maxLength={MAX_VOUCHER_MESSAGE_LENGTH}
            value={message}
            error={errors.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p className="text-sm text-stone-600">{t("noVat")}</p>
          <FormError message={formError} />
          <Button
            type="submit"
            size="lg"
            aria-disabled={busy || undefined}
            className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            {busy ? t("processing") : t("pay", { amount: formatEuros(valid ? euros : 0, locale) })}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
