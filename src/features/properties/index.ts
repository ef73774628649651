export * from "./schemas";
export { propertyImageUrl } from "./image-loader";
export { CatalogueView } from "./components/catalogue-view";
export { PropertyDetailView } from "./components/detail";
export { PriceBreakdown } from "./components/detail/price-breakdown";
export { useStayQuote, type StayQuoteState } from "./components/detail/use-stay-quote";
