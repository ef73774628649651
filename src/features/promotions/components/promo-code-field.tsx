"use client";

import { Check } from "@/components/icons/check";
import { Loader2 } from "@/components/icons/loader-2";
import { Tag } from "@/components/icons/tag";
import { X } from "@/components/icons/x";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/field-parts";
import { RevealButton, useReveal } from "@/components/ui/reveal";

/**
 * 'Have a promo code?': a code field the guest opens, applies and removes. What the code takes
 * off is a line of the price breakdown; here only whether it applies, or why not in the API's
 * words. Enter applies the code and never submits the form around it.
 */
export function PromoCodeField({
  applied,
  tried,
  problem,
  checking,
  onApply,
  onRemove,
}: {
  /** The code the current price includes; null: none. */
  applied: string | null;
  /** The code the guest last applied, which the price may not include yet or at all. */
  tried: string | null;
  /** Why `tried` does not apply. */
  problem: string | null;
  checking: boolean;
  onApply(code: string): void;
  onRemove(): void;
}) {
  const t = useTranslations("pricing.promoCode");
  const id = useId();
  const { open, ref: input, reveal } = useReveal<HTMLInputElement>(tried !== null);
  const [text, setText] = useState(tried ?? "");

  function apply() {
    const code = text.replace(/\s+/g, "").toUpperCase();
    if (code) onApply(code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  }

  if (applied !== null) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p role="status" className="flex items-center gap-1.5 font-medium text-forest-800">
          <Check aria-hidden="true" className="size-4" />
          {t("applied", { code: applied })}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setText("");
            onRemove();
          }}
        >
          <X aria-hidden="true" />
          {t("remove")}
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <RevealButton icon={<Tag aria-hidden="true" />} onReveal={reveal}>
        {t("add")}
      </RevealButton>
    );
  }

  const errorId = `${id}-error`;
  const shownProblem = problem !== null && text.replace(/\s+/g, "").toUpperCase() === tried;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("label")}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          name="promoCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={text}
          aria-invalid={shownProblem || undefined}
          aria-describedby={shownProblem ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="uppercase"
        />
        <Button
          type="button"
          variant="outline"
          size="field"
          aria-disabled={checking || undefined}
          onClick={() => !checking && apply()}
        >
          {checking ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {t("apply")}
        </Button>
      </div>
      {checking ? (
        <p role="status" className="text-sm text-stone-600">
          {t("checking")}
        </p>
      ) : null}
      <FieldError id={errorId} message={shownProblem ? problem : null} />
    </div>
  );
}
