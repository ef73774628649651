import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

/** Each range with its first and last address. */
const NOT_PUBLIC_IPV4: [range: string, first: string, last: string][] = [
  ["0.0.0.0/8, 'this network'", "0.0.0.0", "0.255.255.255"],
  ["10.0.0.0/8, private", "10.0.0.0", "10.255.255.255"],
  ["100.64.0.0/10, carrier-grade NAT", "100.64.0.0", "100.127.255.255"],
  ["127.0.0.0/8, loopback", "127.0.0.0", "127.255.255.255"],
  ["169.254.0.0/16, link-local", "169.254.0.0", "169.254.255.255"],
  ["172.16.0.0/12, private", "172.16.0.0", "172.31.255.255"],
  ["192.0.0.0/24, IETF protocol assignments", "192.0.0.0", "192.0.0.255"],
  ["192.0.2.0/24, documentation", "192.0.2.0", "192.0.2.255"],
  ["192.88.99.0/24, 6to4 relay anycast", "192.88.99.0", "192.88.99.255"],
  ["192.168.0.0/16, private", "192.168.0.0", "192.168.255.255"],
  ["198.18.0.0/15, benchmarking", "198.18.0.0", "198.19.255.255"],
  ["198.51.100.0/24, documentation", "198.51.100.0", "198.51.100.255"],
  ["203.0.113.0/24, documentation", "203.0.113.0", "203.0.113.255"],
  ["224.0.0.0/4, multicast", "224.0.0.0", "239.255.255.255"],
  ["240.0.0.0/4, reserved", "240.0.0.0", "255.255.255.254"],
  ["255.255.255.255, broadcast", "255.255.255.255", "255.255.255.255"],
];

const NOT_PUBLIC_IPV6: [range: string, first: string, last: string][] = [
  ["::/128, unspecified", "::", "::"],
  ["::1/128, loopback", "::1", "::1"],
  ["fc00::/7, unique local", "fc00::", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["fe80::/10, link-local", "fe80::", "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["ff00::/8, multicast", "ff00::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001:db8::/32, documentation", "2001:db8::", "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["3fff::/20, documentation", "3fff::", "3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["64:ff9b:1::/48, local-use NAT64", "64:ff9b:1::", "64:ff9b:1:ffff:ffff:ffff:ffff:ffff"],
  ["100::/64, discard-only", "100::", "100::ffff:ffff:ffff:ffff"],
  ["2001::/23, IETF protocol assignments", "2001::", "2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff"],
];

describe("whether an address is on the public internet", () => {
  describe.each(NOT_PUBLIC_IPV4)("refuses an IPv4 address in %s", (_range, first, last) => {
    it(`refuses its first address, ${first}`, () => {
      expect(isPublicAddress(first)).toBe(false);
    });
    it(`refuses its last address, ${last}`, () => {
      expect(isPublicAddress(last)).toBe(false);
    });
  });

  it.each(["127.0.0.1", "10.0.0.1", "192.168.1.1", "172.20.5.9", "169.254.169.254"])(
    "refuses the private or loopback IPv4 address %s",
    (ip) => {
      expect(isPublicAddress(ip)).toBe(false);
    },
  );

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "1.0.0.0",
    "9.255.255.255",
    "11.0.0.0",
    "100.63.255.255",
    "126.255.255.255",
    "128.0.0.0",
    "169.253.255.255",
    "169.255.0.0",
    "172.15.255.255",
    "192.0.1.0",
    "192.0.3.0",
    "192.88.98.255",
    "192.88.100.0",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "198.51.99.255",
    "198.51.101.0",
    "203.0.112.255",
    "203.0.114.0",
    "223.255.255.255",
  ])("accepts the public IPv4 address %s, including those just outside a refused range", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  describe.each(NOT_PUBLIC_IPV6)("refuses an IPv6 address in %s", (_range, first, last) => {
    it(`refuses its first address, ${first}`, () => {
      expect(isPublicAddress(first)).toBe(false);
    });
    it(`refuses its last address, ${last}`, () => {
      expect(isPublicAddress(last)).toBe(false);
    });
  });

  it.each(["4000::1", "1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "fec0::1", "5f00::1"])(
    "refuses the IPv6 address %s, outside 2000::/3 where public addresses are handed out",
    (ip) => {
      expect(isPublicAddress(ip)).toBe(false);
    },
  );

  it.each([
    "2a00:1450::1",
    "2606:4700:4700::1111",
    "2001:200::",
    "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff",
    "2001:db9::",
    "3fff:1000::",
    "2000::1",
  ])("accepts the public IPv6 address %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ["::ffff:127.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["::ffff:7f00:1", false],
    ["::FFFF:192.168.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["::ffff:808:808", true],
  ])("judges the IPv4-mapped IPv6 address %s by its IPv4 part", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it.each([
    ["::127.0.0.1", false],
    ["::a00:1", false],
    ["::8.8.8.8", true],
  ])("judges the IPv4-compatible IPv6 address %s by its IPv4 part", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it.each([
    ["64:ff9b::", false],
    ["64:ff9b::127.0.0.1", false],
    ["64:ff9b::a00:1", false],
    ["64:ff9b::ffff:ffff", false],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b::808:808", true],
  ])("judges the NAT64 address %s by the IPv4 address it carries", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it.each([
    ["2002:7f00:1::", false],
    ["2002:c0a8:101::1", false],
    ["2002:808:808::", true],
  ])("judges the 6to4 address %s by the IPv4 address it carries", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it("refuses an IPv6 address with a zone, which only link-scoped addresses have", () => {
    expect(isPublicAddress("fe80::1%eth0")).toBe(false);
    expect(isPublicAddress("2a00:1450::1%eth0")).toBe(false);
  });

  it.each([
    "",
    "localhost",
    "example.com",
    "1.2.3",
    "256.1.1.1",
    "010.0.0.1",
    " 8.8.8.8",
    "8.8.8.8 ",
    "[2a00:1450::1]",
    "2a00:1450::1::2",
  ])("refuses %j, which is not an IP address", (text) => {
    expect(isPublicAddress(text)).toBe(false);
  });
});
