export * from "./schemas";
export { propertyImageUrl } from "./image-loader";
export { PropertyCard, coverImageOf } from "./components/property-card";
export { PropertiesHero } from "./components/properties-hero";
export { PropertySearchForm, type PropertySearchValues } from "./components/property-search-form";
export { RememberBookingFilters } from "./components/remember-booking-filters";
export * from "./components/detail";
