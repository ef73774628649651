export { FaqPage } from "./faq-page";
export { TermsPage } from "./terms-page";
export { PrivacyPage } from "./privacy-page";
export { AboutPage } from "./about-page";
export { NotFoundNotice, notFoundTitle } from "./not-found-notice";
