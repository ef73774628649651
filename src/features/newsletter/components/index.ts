export { NewsletterBox } from "./newsletter-box";
export { UnsubscribePage } from "./unsubscribe-page";
export { ConfirmPage } from "./confirm-page";
