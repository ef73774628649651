export type { ActivityPage, OwnerToday } from "./schemas";
