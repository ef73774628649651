import "server-only";

export { listActivity, recordActivity } from "./activity.server";
