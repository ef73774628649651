export { FAQ_QUESTIONS, faqPageJsonLd, type FaqItem, type FaqLink } from "./faq";
export { POLICIES_UPDATED } from "./legal";
