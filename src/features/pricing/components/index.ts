export { PriceBreakdown } from "./price-breakdown";
export { StayQuoteMessage } from "./stay-quote-message";
export { promoState, shownQuote, useStayQuote, type StayQuoteState } from "./use-stay-quote";
