"use client";

import { Gift } from "@/components/icons/gift";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { RevealButton, useReveal } from "@/components/ui/reveal";

/**
 * 'Have a gift voucher?': the code the payment about to start spends first (issue 36). Nothing is
 * checked here: the payment's start answers, and its refusal shows under the field. Opened by the
 * guest, or already open when there is a refusal to show.
 */
export function VoucherCodeField({
  value,
  error,
  onChange,
}: {
  value: string;
  /** Why the payment's start refused the code, in the API's words. */
  error: string | null;
  onChange(code: string): void;
}) {
  const t = useTranslations("pricing.voucher");
  const { open, ref: input, reveal } = useReveal<HTMLInputElement>(value !== "" || error !== null);

  if (!open && error === null) {
    return (
      <RevealButton icon={<Gift aria-hidden="true" />} onReveal={reveal}>
        {t("add")}
      </RevealButton>
    );
  }
  return (
    <Field
      ref={input}
      label={t("label")}
      optional={t("optional")}
      description={t("hint")}
      name="voucherCode"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={40}
      placeholder="ABCD-EFGH-JKLM-NPQR"
      controlClassName="uppercase"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
