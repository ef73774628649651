import "server-only";

export {
  findSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribePath,
} from "./newsletter.server";
export { newsletterAnswerSchema, subscribeSchema, unsubscribeSchema } from "./schemas";
export { NEWSLETTER_LIMITS } from "./limits";
export { UnsubscribePage } from "./components/unsubscribe-page";
