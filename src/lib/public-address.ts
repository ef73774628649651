import { BlockList, isIPv4, isIPv6 } from "node:net";

/*
 * Whether the server may connect to an address someone else chose (a channel's calendar feed):
 * only addresses reachable on the public internet, never this machine, its networks, or the
 * ranges reserved for special use (IANA's special-purpose registries).
 */

const notPublicV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, where clouds serve instance metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // former 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved
  ["255.255.255.255", 32], // broadcast
] as const) {
  notPublicV4.addSubnet(network, prefix, "ipv4");
}

const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard-only
  ["64:ff9b:1::", 48], // local-use NAT64: its prefix length, so where the IPv4 part sits, varies
  ["2001::", 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID...)
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  notPublicV6.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of a valid IPv6 address without a zone. */
function groupsOf(ip: string): number[] {
  let text = ip;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The IPv4 address an IPv6 address stands for: IPv4-compatible (::a.b.c.d, which includes :: and
 * ::1), IPv4-mapped (::ffff:a.b.c.d), well-known NAT64 (64:ff9b::a.b.c.d) and 6to4
 * (2002:aabb:ccdd::) all end up at it.
 */
function carriedIPv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const ipv4 = (high: number, low: number) =>
    `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0 || g5 === 0xffff)) {
    return ipv4(g6, g7);
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4(g6, g7);
  }
  if (g0 === 0x2002 && g1 !== undefined && g2 !== undefined) return ipv4(g1, g2);
  return null;
}

/** Whether an IP address (IPv4 or IPv6, without brackets) is reachable on the public internet. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return !notPublicV4.check(ip, "ipv4");
  // A zone only means something for link-scoped addresses.
  if (!isIPv6(ip) || ip.includes("%")) return false;
  const groups = groupsOf(ip);
  const ipv4 = carriedIPv4(groups);
  if (ipv4 !== null) return isPublicAddress(ipv4);
  // 2000::/3 is the only IPv6 space handed out for the public internet.
  if (((groups[0] ?? 0) & 0xe000) !== 0x2000) return false;
  return !notPublicV6.check(ip, "ipv6");
}
