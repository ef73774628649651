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
export { quoteResponseSchema } from "./schemas";
