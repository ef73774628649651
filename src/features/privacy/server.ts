import "server-only";

export { purgeExpiredPersonalData, startRetention } from "./retention.server";
export { RETENTION } from "./retention";
