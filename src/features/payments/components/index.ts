export { SandboxCheckout } from "./sandbox-checkout";
