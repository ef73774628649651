export { GuestReview, ReviewCard } from "./guest-review";
