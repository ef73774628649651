export { CalendarAddress } from "./components/calendar-address";
