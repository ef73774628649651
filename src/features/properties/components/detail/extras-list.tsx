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
  const locale = usePageLocale();
  return (
    <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
      {extras.map((extra) => (
        <li
          key={extra.id}
          className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <span className="font-medium text-stone-900">{extra.name}</span>
          <span className="text-sm text-stone-700">
            {t("extraPrice", { price: formatEuros(extra.price, locale), unit: extra.unit })}
            {" · "}
            {extra.mandatory ? t("extraIncluded") : t("extraOptional", { max: extra.maxQuantity })}
          </span>
        </li>
      ))}
    </ul>
  );
}
