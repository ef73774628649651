import "server-only";

export {
  loadActivityPage,
  loadActivityView,
  loadMessagesPage,
  loadOwnerToday,
  loadReviewsPage,
  loadSubscribersPage,
  TODAY_DAYS,
} from "./office.server";
export * from "./schemas";
