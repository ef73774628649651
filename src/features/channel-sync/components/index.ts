export { OwnerCalendarSync } from "./owner-calendar-sync";
export { OwnerConflictList } from "./owner-conflict-list";
export { OwnerFeedHealthTable } from "./owner-feed-health-table";
export { OwnerFeedList } from "./owner-feed-list";
