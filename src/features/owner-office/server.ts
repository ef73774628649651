import "server-only";

export { loadActivityPage, loadOwnerToday, TODAY_DAYS } from "./office.server";
export * from "./schemas";
