export { contactMessageSchema, CONTACT_TEXTS, type ContactMessageInput } from "./schemas";
