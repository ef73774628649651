export {
  NO_PRICE_MESSAGE,
  quoteStay,
  isTaxPerGuestNight,
  quoteInEuros,
  euroQuoteSchema,
  isEuroQuote,
  type Quote,
  type EuroQuote,
  type Rates,
  type SeasonPrice,
} from "./quote";
export { quoteResponseSchema } from "./schemas";
export {
  childAgeLimit,
  homeOwnRule,
  ruleOn,
  taxFreeChildrenOf,
  touristTaxOf,
  type TaxedStay,
  type TouristTaxRule,
} from "./tourist-tax";
