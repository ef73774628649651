import "server-only";

export {
  findSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribePath,
} from "./newsletter.server";
export { newsletterResponseSchema, subscribeSchema, unsubscribeSchema } from "./schemas";
export { NEWSLETTER_LIMITS } from "./limits";
export { UnsubscribePage } from "./components/unsubscribe-page";
