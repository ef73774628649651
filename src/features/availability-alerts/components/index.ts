export { AlertForm } from "./alert-form";
export { AlertConfirmPage } from "./confirm-page";
export { AlertUnsubscribePage } from "./unsubscribe-page";
