import "server-only";

export {
  confirmAlert,
  confirmAlertByApi,
  findAlert,
  subscribeToAlert,
  unsubscribeFromAlert,
  type AlertView,
} from "./alerts.server";
export { fireAvailabilityAlerts, startAvailabilityAlerts } from "./alert-job.server";
export {
  alertConfirmSchema,
  alertRequestSchema,
  alertResponseSchema,
  alertUnsubscribeSchema,
} from "./schemas";
export { alertConfirmPath, alertUnsubscribePath, bookStayPath } from "./links";
export { ALERT_LIMITS } from "./limits";
export { ALERT_TEXTS } from "./texts";
