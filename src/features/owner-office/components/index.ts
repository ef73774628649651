export { TodayView } from "./today-view";
export { MessagesView } from "./messages-view";
export { SubscribersView } from "./subscribers-view";
export { ActivityView } from "./activity-view";
export { ReviewsView } from "./reviews-view";
export { GiftVouchersView } from "./gift-vouchers-view";
