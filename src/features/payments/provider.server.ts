import "server-only";
import { getConfig } from "@/lib/config";
import type { PaymentProvider } from "./providers/provider";
import { mollieProvider } from "./providers/mollie.server";
import { sandboxProvider } from "./providers/sandbox.server";

/** The configured payment provider; the sandbox is refused in production. */
export function paymentProvider(): PaymentProvider {
  const config = getConfig();
  if (config.PAYMENT_PROVIDER === "sandbox") {
    if (config.APP_ENV === "production") {
      throw new Error("The sandbox payment provider is refused in production");
    }
    return sandboxProvider;
  }
  return mollieProvider(config);
}
