import "server-only";

export { sendContactMessage } from "./contact.server";
export {
  listContactMessages,
  markContactMessage,
  type OwnerMessage,
  type OwnerMessagePage,
} from "./owner-messages.server";
export { contactMessageSchema, contactSentSchema } from "./schemas";
export { CONTACT_LIMIT_PER_IP } from "./limits";
