export { ContactPage } from "./components/contact-page";
export { contactMessageSchema, CONTACT_TEXTS, type ContactMessageInput } from "./schemas";
