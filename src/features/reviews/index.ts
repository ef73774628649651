export { REVIEW_LIMITS } from "./limits";
export { inReviewWindow, lastReviewDay } from "./window";
export type { OwnerReview, Review, ReviewInput, StayReview } from "./schemas";
