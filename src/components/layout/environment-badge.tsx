import { headers } from "next/headers";
import { getConfig } from "@/lib/config";
import { cn } from "@/lib/cn";
import { environmentForHost, type SiteEnvironment } from "@/lib/environment";

const tone: Record<Exclude<SiteEnvironment, "production">, string> = {
  staging: "border-amber-300 bg-amber-100 text-amber-900",
  development: "border-sky-300 bg-sky-100 text-sky-900",
};

/** Tells testers which environment they are on; production shows nothing. */
export async function EnvironmentBadge() {
  const requestHeaders = await headers();
  // Behind a proxy the public host is the first entry of x-forwarded-host.
  const forwarded = requestHeaders.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || (requestHeaders.get("host") ?? "");
  const environment = environmentForHost(host, getConfig().PRODUCTION_HOST);
  if (environment === "production") return null;
  return (
    <aside
      aria-label="Site environment"
      className={cn(
        "fixed bottom-3 left-3 z-50 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide shadow-sm print:hidden",
        tone[environment],
      )}
    >
      <span className="sr-only">Environment: </span>
      {environment}
    </aside>
  );
}
