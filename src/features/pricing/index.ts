export {
  NO_PRICE_MESSAGE,
  quoteStay,
  quoteInEuros,
  euroQuoteSchema,
  isEuroQuote,
  type Quote,
  type EuroQuote,
  type Rates,
  type SeasonPrice,
} from "./quote";
export { PriceBreakdown } from "./components/price-breakdown";
export { StayQuoteMessage } from "./components/stay-quote-message";
export { useStayQuote, type StayQuoteState } from "./components/use-stay-quote";
export { quoteResponseSchema } from "./schemas";
