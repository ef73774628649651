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
