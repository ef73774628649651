export {
  quoteStay,
  quoteInEuros,
  euroQuoteSchema,
  type Quote,
  type EuroQuote,
  type Rates,
} from "./quote";
export { PriceBreakdown } from "./components/price-breakdown";
export { useStayQuote, type StayQuoteState } from "./components/use-stay-quote";
