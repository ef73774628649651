export {
  NO_PRICE_MESSAGE,
  EXTRA_MESSAGES,
  extraChoiceProblem,
  quoteStay,
  isStoredQuote,
  isTaxPerGuestNight,
  quoteInEuros,
  euroQuoteSchema,
  isEuroQuote,
  type Quote,
  type StoredQuote,
  type EuroQuote,
  type EuroQuoteExtra,
  type ExtraChoice,
  type ExtraPrice,
  type QuoteExtra,
  type Rates,
  type SeasonPrice,
} from "./quote";
export {
  extrasQueryValue,
  keepChoosable,
  quantityOf,
  readExtraChoices,
  withQuantity,
  type ChoosableExtra,
} from "./extra-choices";
export {
  extraChoicesSchema,
  MAX_EXTRA_QUANTITY,
  MAX_EXTRAS_PER_HOME,
  quoteQuerySchema,
  quoteResponseSchema,
} from "./schemas";
export {
  childAgeLimit,
  homeOwnRule,
  ruleOn,
  taxFreeChildrenOf,
  touristTaxOf,
  type TaxedStay,
  type TouristTaxRule,
} from "./tourist-tax";
