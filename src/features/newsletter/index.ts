export { NewsletterBox } from "./components/newsletter-box";
export { NEWSLETTER_TEXTS } from "./texts";
