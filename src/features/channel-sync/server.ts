import "server-only";

export {
  calendarAddress,
  calendarTokenOf,
  exportCalendar,
  newCalendarToken,
  regenerateCalendarToken,
} from "./calendar-export.server";
export { startCalendarSync, syncDueFeeds } from "./feed-sync.server";
export {
  addFeed,
  listAllCalendarConflicts,
  listAllFeedHealth,
  listFeeds,
  listHomeFeeds,
  removeFeed,
  syncHomeNow,
} from "./feeds.server";
