export { quoteStay, quoteInEuros, type Quote, type EuroQuote, type Rates } from "./quote";
