import "server-only";

export {
  calendarAddress,
  calendarTokenOf,
  exportCalendar,
  newCalendarToken,
  regenerateCalendarToken,
} from "./calendar-export.server";
