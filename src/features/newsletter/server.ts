import "server-only";

export {
  confirmNewsletterSubscription,
  confirmPath,
  findSubscription,
  listNewsletterSubscribers,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribePath,
} from "./newsletter.server";
export {
  listSubscriberPage,
  subscribersCsv,
  type SubscriberPage,
} from "./owner-subscribers.server";
export { newsletterResponseSchema, subscribeSchema, unsubscribeSchema } from "./schemas";
export { NEWSLETTER_LIMITS } from "./limits";
