export { NEWSLETTER_TEXTS } from "./texts";
