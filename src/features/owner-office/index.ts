export type { ActivityPage, OwnerToday } from "./schemas";
export { TodayView } from "./components/today-view";
export { MessagesView } from "./components/messages-view";
export { SubscribersView } from "./components/subscribers-view";
export { ActivityView } from "./components/activity-view";
