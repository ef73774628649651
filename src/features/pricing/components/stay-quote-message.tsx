import { useTranslations } from "next-intl";
import { PriceBreakdown } from "./price-breakdown";
import type { StayQuoteState } from "./use-stay-quote";

/**
 * What a booking form shows below its dates: the stay's problem, the price being calculated, why
 * there is none, or the breakdown; nothing before a complete stay is chosen.
 */
export function StayQuoteMessage({
  problem,
  quote,
}: {
  problem: string | null;
  quote: StayQuoteState;
}) {
  const t = useTranslations("pricing");
  if (problem) return <p className="text-sm text-red-700">{problem}</p>;
  switch (quote.status) {
    case "idle":
      return null;
    case "loading":
      return quote.previous ? (
        <div aria-busy="true" className="opacity-60">
          <PriceBreakdown quote={quote.previous} />
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t("calculating")}</p>
      );
    case "error":
      return <p className="text-sm text-red-700">{quote.message ?? t("failed")}</p>;
    case "unavailable":
      return <p className="text-sm font-medium text-red-700">{t("datesTaken")}</p>;
    case "ready":
      return <PriceBreakdown quote={quote.quote} />;
  }
}
