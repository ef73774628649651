export {
  addFeedSchema,
  calendarConflictSchema,
  calendarFeedListSchema,
  calendarFeedSchema,
  type AddFeedRequest,
  type CalendarConflict,
  type CalendarFeed,
} from "./feeds";
export {
  FEED_SYNCS_PER_HOUR,
  MAX_FEED_LABEL_LENGTH,
  MAX_FEED_URL_LENGTH,
  MAX_FEEDS_PER_HOME,
} from "./feed-limits";
