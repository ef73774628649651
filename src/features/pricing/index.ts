export {
  quoteStay,
  quoteInEuros,
  euroQuoteSchema,
  type Quote,
  type EuroQuote,
  type Rates,
} from "./quote";
