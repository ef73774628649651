export { SandboxCheckout } from "./sandbox-checkout";
export { OwnerVatRates } from "./owner-vat-rates";
export { PaymentsExportForm } from "./payments-export-form";
