import { useTranslations } from "next-intl";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatEuros } from "@/lib/money";
import { isTaxPerGuestNight, type EuroQuote } from "../quote";

/** The quote line by line; `chargeNote` says nothing is charged yet (not where the guest pays). */
export function PriceBreakdown({
  quote,
  chargeNote = true,
}: {
  quote: EuroQuote;
  chargeNote?: boolean;
}) {
  const t = useTranslations("pricing");
  const locale = usePageLocale();
  const { nights, guests, totalPrice } = quote.summary;
  const lines: { label: string; amount: number; key?: string }[] = [
    {
      label: t("nights", { price: formatEuros(quote.basePrice.perNight, locale), nights }),
      amount: quote.basePrice.total,
    },
  ];
  if (quote.supplements.total > 0) {
    lines.push({ label: t("supplement", { guests }), amount: quote.supplements.total });
  }
  if (quote.touristTax.total > 0) {
    lines.push({
      label: isTaxPerGuestNight(quote) ? t("touristTax", { guests }) : t("touristTaxTotal"),
      amount: quote.touristTax.total,
    });
  }
  lines.push(
    { label: t("cleaningFee"), amount: quote.cleaningFee },
    { label: t("serviceFee"), amount: quote.serviceFee },
    ...quote.extras.map((extra) => ({
      key: extra.id,
      label: t("extra", { name: extra.name, quantity: extra.quantity }),
      amount: extra.total,
    })),
  );
  if (quote.discount) {
    lines.push({
      key: "discount",
      label: t("discount", { code: quote.discount.code }),
      amount: -quote.discount.amount,
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <div key={line.key ?? line.label} className="flex justify-between gap-4">
            <dt className="text-stone-700">{line.label}</dt>
            <dd className="text-stone-900 tabular-nums">{formatEuros(line.amount, locale)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums">{formatEuros(totalPrice, locale)}</dd>
        </div>
      </dl>
      {chargeNote ? (
        <p className="text-center text-sm text-stone-600">{t("notChargedYet")}</p>
      ) : null}
    </div>
  );
}
