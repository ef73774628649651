export { PriceBreakdown } from "./price-breakdown";
export { StayQuoteMessage } from "./stay-quote-message";
export { useStayQuote, type StayQuoteState } from "./use-stay-quote";
