export type SiteEnvironment = "production" | "staging" | "development";

/**
 * The spec's badge rule: the production host is production, a host containing "staging" is
 * staging, anything else is development.
 */
export function environmentForHost(
  host: string,
  productionHost: string | undefined,
): SiteEnvironment {
  const hostname = host.toLowerCase().replace(/:\d+$/, "");
  if (productionHost && hostname === productionHost.toLowerCase()) return "production";
  if (hostname.includes("staging")) return "staging";
  return "development";
}
