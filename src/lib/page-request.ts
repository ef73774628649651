import "server-only";
import { headers } from "next/headers";
import { getConfig } from "./config";
import { clientIpForwarded } from "./http";

/**
 * The client's address as a page sees it. Pages have no socket: the front server
 * (scripts/serve.mjs) appends the socket's peer to X-Forwarded-For. `next dev` adds the peer only
 * when the client sent no such header, so there it is the client's word, which is why `next dev`
 * listens on loopback unless HOST says otherwise.
 */
export async function pageClientAddress(): Promise<string> {
  const forwarded = (await headers()).get("x-forwarded-for");
  return clientIpForwarded(forwarded, getConfig().TRUSTED_PROXIES);
}

/** This request's script nonce, which src/proxy.ts put in its Content-Security-Policy header. */
export async function pageNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
