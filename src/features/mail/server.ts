import "server-only";

export * from "./outbox.server";
export { renderMail, type MailMessage, type MailParts } from "./templates";
