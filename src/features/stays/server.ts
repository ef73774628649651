export { findStays, type StaySearch } from "./stays.server";
