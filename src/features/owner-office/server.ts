import "server-only";

export {
  loadActivityPage,
  loadActivityView,
  loadMessagesPage,
  loadOwnerToday,
  loadSubscribersPage,
  TODAY_DAYS,
} from "./office.server";
export * from "./schemas";
