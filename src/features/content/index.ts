export { FAQ_QUESTIONS, faqPageJsonLd, type FaqItem, type FaqLink } from "./faq";
export { POLICIES_UPDATED } from "./legal";
export { FaqPage } from "./components/faq-page";
export { TermsPage } from "./components/terms-page";
export { PrivacyPage } from "./components/privacy-page";
export { AboutPage } from "./components/about-page";
export { NotFoundNotice, notFoundTitle } from "./components/not-found-notice";
