import { getConfig } from "./config";
import { isLoopback } from "./http";

/**
 * Whether the development tools (`/dev/mail`, the sandbox checkout and its settle endpoint) serve
 * a client: never in production; elsewhere only this machine, unless DEV_TOOLS=true opens them to
 * the network (docs/decisions/0021). Everyone else is answered as production answers: 404.
 */
export function devToolsOpenTo(clientAddress: string): boolean {
  const config = getConfig();
  if (config.APP_ENV === "production") return false;
  return config.DEV_TOOLS || isLoopback(clientAddress);
}
