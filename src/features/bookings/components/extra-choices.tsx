import { Minus } from "@/components/icons/minus";
import { Plus } from "@/components/icons/plus";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { ExtraUnit } from "@/db/enums";
import { quantityOf, withQuantity, type ExtraChoice } from "@/features/pricing";
import { usePageLocale } from "@/i18n/use-page-locale";
import { cn } from "@/lib/cn";
import { formatEuros } from "@/lib/money";

/** An extra of a home as the public property lists it. */
export interface BookableExtra {
  id: string;
  name: string;
  price: number;
  unit: ExtraUnit;
  mandatory: boolean;
  maxQuantity: number;
}

const stepButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white [&_svg]:size-4";

/**
 * 'Add extras': each optional extra of the home with its price, a checkbox where one is the most
 * a guest can take, else a count from 0 to its maximum. The mandatory ones are not chosen: they
 * are lines of every breakdown already. Nothing shows for a home without optional extras.
 */
export function ExtraChoices({
  extras,
  value,
  onChange,
}: {
  extras: readonly BookableExtra[];
  value: readonly ExtraChoice[];
  onChange(next: ExtraChoice[]): void;
}) {
  const t = useTranslations("booking.extras");
  const pricing = useTranslations("pricing");
  const locale = usePageLocale();
  const id = useId();
  const optional = extras.filter((extra) => !extra.mandatory && extra.maxQuantity > 0);
  if (optional.length === 0) return null;

  const choose = (extra: BookableExtra, quantity: number) =>
    onChange(withQuantity(extras, value, extra.id, quantity));

  return (
    // min-w-0: a fieldset is otherwise as wide as its widest line, wider than a phone.
    <fieldset aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">{t("title")}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t("hint")}
      </p>
      <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {optional.map((extra, index) => {
          const rowId = `${id}-${index}`;
          const quantity = Math.min(quantityOf(value, extra.id), extra.maxQuantity);
          const price = pricing("extraPrice", {
            price: formatEuros(extra.price, locale),
            unit: extra.unit,
          });
          // A narrow phone breaks the line before '(up to 2)', never inside it.
          const words = (
            <span id={`${rowId}-price`} className="text-sm text-stone-600">
              {price}{" "}
              {extra.maxQuantity > 1 ? (
                <span className="whitespace-nowrap">({t("upTo", { max: extra.maxQuantity })})</span>
              ) : null}
            </span>
          );
          if (extra.maxQuantity === 1) {
            return (
              <li key={extra.id}>
                <label
                  htmlFor={rowId}
                  className="flex cursor-pointer items-center justify-between gap-4 px-3 py-2.5"
                >
                  <span className="flex flex-col">
                    <span className="text-sm font-medium text-stone-900">{extra.name}</span>
                    {words}
                  </span>
                  <input
                    id={rowId}
                    type="checkbox"
                    checked={quantity === 1}
                    aria-describedby={`${rowId}-price`}
                    onChange={(event) => choose(extra, event.target.checked ? 1 : 0)}
                    className="size-6 shrink-0 accent-forest-700"
                  />
                </label>
              </li>
            );
          }
          const atLeast = quantity <= 0;
          const atMost = quantity >= extra.maxQuantity;
          return (
            <li key={extra.id} className="flex items-center justify-between gap-4 px-3 py-2.5">
              <span className="flex flex-col">
                <span id={`${rowId}-name`} className="text-sm font-medium text-stone-900">
                  {extra.name}
                </span>
                {words}
              </span>
              {/* aria-disabled rather than disabled: the button keeps focus at 0 or the maximum. */}
              <span
                role="group"
                aria-labelledby={`${rowId}-name`}
                aria-describedby={`${rowId}-price`}
                className="flex shrink-0 items-center gap-1"
              >
                <button
                  type="button"
                  aria-label={t("fewer", { name: extra.name })}
                  aria-disabled={atLeast || undefined}
                  onClick={() => {
                    if (!atLeast) choose(extra, quantity - 1);
                  }}
                  className={stepButton}
                >
                  <Minus aria-hidden="true" />
                </button>
                <output
                  aria-live="polite"
                  className={cn(
                    "w-8 text-center text-base tabular-nums",
                    quantity > 0 ? "font-semibold text-stone-900" : "text-stone-600",
                  )}
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  aria-label={t("more", { name: extra.name })}
                  aria-disabled={atMost || undefined}
                  onClick={() => {
                    if (!atMost) choose(extra, quantity + 1);
                  }}
                  className={stepButton}
                >
                  <Plus aria-hidden="true" />
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
