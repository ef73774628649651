import type { EuroQuote } from "../quote";
import { formatEuros } from "@/lib/money";
import { pluralize } from "@/lib/text";

/** The quote line by line; `chargeNote` says nothing is charged yet (not where the guest pays). */
export function PriceBreakdown({
  quote,
  chargeNote = true,
}: {
  quote: EuroQuote;
  chargeNote?: boolean;
}) {
  const { nights, guests, totalPrice } = quote.summary;
  const lines: { label: string; amount: number }[] = [
    {
      label: `${formatEuros(quote.basePrice.perNight)} x ${pluralize(nights, "night")}`,
      amount: quote.basePrice.total,
    },
  ];
  if (quote.supplements.total > 0) {
    lines.push({
      label: `Guest supplement (${pluralize(guests, "guest")})`,
      amount: quote.supplements.total,
    });
  }
  if (quote.touristTax.total > 0) {
    lines.push({
      label: `Tourist tax (${pluralize(guests, "guest")})`,
      amount: quote.touristTax.total,
    });
  }
  lines.push(
    { label: "Cleaning fee", amount: quote.cleaningFee },
    { label: "Service fee", amount: quote.serviceFee },
  );

  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-stone-700">{line.label}</dt>
            <dd className="text-stone-900 tabular-nums">{formatEuros(line.amount)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatEuros(totalPrice)}</dd>
        </div>
      </dl>
      {chargeNote ? (
        <p className="text-center text-sm text-stone-600">You won&apos;t be charged yet</p>
      ) : null}
    </div>
  );
}
