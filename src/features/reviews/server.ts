import "server-only";

export {
  answerReview,
  getStayReview,
  hideReview,
  listOwnerReviews,
  listPublishedReviews,
  REVIEW_ERRORS,
  saveStayReview,
  stayReviewByLink,
  writeReviewByLink,
} from "./reviews.server";
export { sendReviewInvitations, startReviewInvitations } from "./invitations.server";
export { reviewToken } from "./tokens.server";
export * from "./schemas";
export { REVIEW_LIMITS } from "./limits";
export { inReviewWindow, lastReviewDay } from "./window";
