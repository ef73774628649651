import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("configuration", () => {
  it("runs on the embedded defaults with no variables at all", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_BASE_URL: "http://localhost:3000",
      DATA_DIR: "./.data",
      PAYMENT_PROVIDER: "sandbox",
      AUTO_APPROVE: true,
      BOOKING_HOLD_MINUTES: 60,
      BOOKING_REQUESTS_PER_HOUR: 60,
      BACKGROUND_JOBS: true,
      READ_CACHE: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("turns the read cache off for an instance behind a pooler in transaction mode", () => {
    expect(parseConfig({ READ_CACHE: "false" }).READ_CACHE).toBe(false);
  });

  it("derives the public URL from the port and trims a trailing slash", () => {
    expect(parseConfig({ PORT: "8080" }).PUBLIC_BASE_URL).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_BASE_URL: "https://stays.example/" }).PUBLIC_BASE_URL).toBe(
      "https://stays.example",
    );
  });

  it("treats an empty value as unset", () => {
    expect(parseConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PAYMENT_PROVIDER", "paypal"],
    ["AUTO_APPROVE", "yes please"],
    ["READ_CACHE", "off"],
    ["BOOKING_HOLD_MINUTES", "0"],
    ["BOOKING_REQUESTS_PER_HOUR", "0"],
    ["SMTP_URL", "localhost:25"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}:`),
    );
  });

  it("requires a Mollie key when Mollie is the payment provider", () => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: "mollie" })).toThrow(/MOLLIE_API_KEY/);
  });

  it("requires a secret, a database and a public URL in production", () => {
    expect(() => parseConfig({ APP_ENV: "production" })).toThrow(
      /APP_SECRET[^]*DATABASE_URL[^]*PUBLIC_BASE_URL/,
    );
  });
});
