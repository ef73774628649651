import "server-only";

export * from "./outbox.server";
export * from "./dead-letters.server";
export * from "./recipients.server";
export * from "./templates";
