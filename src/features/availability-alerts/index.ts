export { ALERT_TEXTS } from "./texts";
