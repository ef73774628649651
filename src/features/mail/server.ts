import "server-only";

export * from "./outbox.server";
export * from "./templates";
