import { describe, expect, it } from "vitest";
import { clientIp, isLoopback } from "./http";

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientIp("192.0.2.7", "203.0.113.9", 0)).toBe("192.0.2.7");
  });

  it("is the entry our one proxy appended, not one the client sent before it", () => {
    expect(clientIp("10.0.0.2", "203.0.113.9, 192.0.2.7", 1)).toBe("192.0.2.7");
  });

  it("is read past two proxies, the second being the socket's peer", () => {
    expect(clientIp("10.0.0.3", "203.0.113.9, 192.0.2.7, 10.0.0.2", 2)).toBe("192.0.2.7");
  });

  it("falls back to the earliest hop when fewer proxies appended than configured", () => {
    expect(clientIp("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});

describe("this machine's addresses", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::FFFF:127.0.0.2"])(
    "counts %s as loopback",
    (address) => {
      expect(isLoopback(address)).toBe(true);
    },
  );

  it.each(["192.0.2.9", "10.0.0.1", "::ffff:192.0.2.9", "fd00::2", "128.0.0.1", "unknown", ""])(
    "does not count %j as loopback",
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );

  it("is not fooled by an address that only starts like one", () => {
    expect(isLoopback("127.0.0.1.evil.example")).toBe(false);
    expect(isLoopback("::1, 192.0.2.9")).toBe(false);
  });
});
