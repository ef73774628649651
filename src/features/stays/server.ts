export { findStays, type StaySearch } from "./stays.server";
export { staySearchQuerySchema, staysResponseSchema, type StaySearchQuery } from "./schemas";
