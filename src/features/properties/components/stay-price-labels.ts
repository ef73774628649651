import { useTranslations } from "next-intl";
import type { FoundStay } from "@/features/stays";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatEuros } from "@/lib/money";

/**
 * What a stay's choice says under its dates: its kind and all-in price ("Weekend, € 540 all-in").
 * A hook of both worlds, so the catalogue says it on the server and a home's page in the browser.
 */
export function useStayPriceLabel(): (stay: FoundStay) => string {
  const t = useTranslations("stays");
  const locale = usePageLocale();
  return (stay) =>
    t("allIn", { kind: t(`kinds.${stay.kind}`), price: formatEuros(stay.totalPrice, locale) });
}
