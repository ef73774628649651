import { useTranslations } from "next-intl";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatEuros } from "@/lib/money";
import type { Property } from "../../schemas";

/**
 * What the home sells beside its nights and at what price (issue 35): the law asks for the total
 * price up front, so a guest sees here what is in every price and what they may add.
 */
export function ExtrasList({ extras }: { extras: Property["extras"] }) {
  const t = useTranslations("property.details");
  const pricing = useTranslations("pricing");
  const locale = usePageLocale();
  return (
    <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
      {extras.map((extra) => (
        // A price list: the extra and its price on one line, whether it is in every price below.
        <li key={extra.id} className="flex flex-col gap-0.5 px-4 py-3">
          <span className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-medium text-stone-900">{extra.name}</span>{" "}
            <span className="text-stone-800">
              {pricing("extraPrice", { price: formatEuros(extra.price, locale), unit: extra.unit })}
            </span>
          </span>{" "}
          <span className="text-sm text-stone-600">
            {extra.mandatory ? t("extraIncluded") : t("extraOptional", { max: extra.maxQuantity })}
          </span>
        </li>
      ))}
    </ul>
  );
}
