import "server-only";
export { ownerReport } from "./reports.server";
export { exportStays } from "./stays-export.server";
