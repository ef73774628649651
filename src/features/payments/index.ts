export { SandboxCheckout } from "./components/sandbox-checkout";
