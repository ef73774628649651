export type { ActivityPage, OwnerReviewPage, OwnerToday } from "./schemas";
