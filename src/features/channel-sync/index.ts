export {
  addFeedSchema,
  calendarConflictSchema,
  calendarFeedListSchema,
  calendarFeedSchema,
  FEED_SYNCS_PER_HOUR,
  MAX_FEED_LABEL_LENGTH,
  MAX_FEED_URL_LENGTH,
  MAX_FEEDS_PER_HOME,
  type AddFeedRequest,
  type CalendarConflict,
  type CalendarFeed,
} from "./feeds";
export { OwnerCalendarSync } from "./components/owner-calendar-sync";
export { OwnerConflictList } from "./components/owner-conflict-list";
export { OwnerFeedHealthTable } from "./components/owner-feed-health-table";
export { OwnerFeedList } from "./components/owner-feed-list";
