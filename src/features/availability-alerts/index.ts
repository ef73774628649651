export { AlertForm } from "./components/alert-form";
export { ALERT_TEXTS } from "./texts";
