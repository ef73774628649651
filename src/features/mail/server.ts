import "server-only";

export * from "./outbox.server";
export * from "./templates";
export { renderMail, type MailMessage } from "./render-mail";
