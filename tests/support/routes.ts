import { apiApp } from "@/api/app";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The client's own address (its socket's peer) for a call; the API never reads this header, the
 * test client turns it into the socket a Node server would have. Without it, a local client.
 */
export const CLIENT_ADDRESS = "x-test-client-address";

/** Headers that make a call come from `address`. */
export function fromAddress(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS]: address };
}

/** Calls the one API application the way a client would, without a server. */
export async function call(
  method: Method,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown; raw: Response }> {
  const headers = new Headers(init.headers);
  const remoteAddress = headers.get(CLIENT_ADDRESS) ?? "127.0.0.1";
  headers.delete(CLIENT_ADDRESS);
  let sent = init.body;
  // As fetch sends it: a body of known size says so (a form with the boundary it was given).
  if (sent !== undefined && sent !== null && !headers.has("content-length")) {
    const encoded = new Request("http://localhost", { method: "POST", body: sent, headers });
    sent = new Uint8Array(await encoded.arrayBuffer());
    headers.set("content-length", String(sent.byteLength));
    const type = encoded.headers.get("content-type");
    if (type && !headers.has("content-type")) headers.set("content-type", type);
  }
  const response = await apiApp().request(
    new URL(url, "http://localhost").toString(),
    { method, ...init, body: sent, headers },
    { incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: "IPv4" } } },
  );
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await response.clone().json() : null;
  return { status: response.status, headers: response.headers, body, raw: response };
}
