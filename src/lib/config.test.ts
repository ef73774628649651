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

  it("listens on loopback only outside production, on every interface in production, unless HOST says", () => {
    const production = {
      APP_ENV: "production",
      APP_SECRET: "s".repeat(32),
      DATABASE_URL: "postgres://localhost/ardennes",
      PUBLIC_BASE_URL: "https://stays.example",
    };
    expect(parseConfig({}).HOST).toBe("127.0.0.1");
    expect(parseConfig(production).HOST).toBe("0.0.0.0");
    expect(parseConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseConfig({ ...production, HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
  });

  it("keeps the development tools to this machine and sessions to 14 idle days by default", () => {
    expect(parseConfig({})).toMatchObject({ DEV_TOOLS: false, SESSION_IDLE_DAYS: 14 });
    expect(parseConfig({ DEV_TOOLS: "true", SESSION_IDLE_DAYS: "3" })).toMatchObject({
      DEV_TOOLS: true,
      SESSION_IDLE_DAYS: 3,
    });
  });

  it("refuses to open the development tools in production", () => {
    expect(() =>
      parseConfig({
        APP_ENV: "production",
        APP_SECRET: "s".repeat(32),
        DATABASE_URL: "postgres://localhost/ardennes",
        PUBLIC_BASE_URL: "https://stays.example",
        DEV_TOOLS: "true",
      }),
    ).toThrow(/DEV_TOOLS: must not be true when APP_ENV=production/);
  });

  it("fetches channel calendars every 10 minutes from public addresses only, by default", () => {
    expect(parseConfig({})).toMatchObject({
      CALENDAR_SYNC_MINUTES: 10,
      CALENDAR_FETCH_ALLOW_PRIVATE: false,
    });
    expect(
      parseConfig({ CALENDAR_SYNC_MINUTES: "5", CALENDAR_FETCH_ALLOW_PRIVATE: "true" }),
    ).toMatchObject({ CALENDAR_SYNC_MINUTES: 5, CALENDAR_FETCH_ALLOW_PRIVATE: true });
  });

  it("refuses to let calendar feeds reach private networks in production", () => {
    expect(() =>
      parseConfig({
        APP_ENV: "production",
        APP_SECRET: "s".repeat(32),
        DATABASE_URL: "postgres://localhost/ardennes",
        PUBLIC_BASE_URL: "https://stays.example",
        CALENDAR_FETCH_ALLOW_PRIVATE: "true",
      }),
    ).toThrow(/CALENDAR_FETCH_ALLOW_PRIVATE: must not be true when APP_ENV=production/);
  });

  it("names the business on receipts from the site, liable to VAT unless configured otherwise", () => {
    expect(parseConfig({})).toMatchObject({
      BUSINESS_NAME: "Ardennes Stays",
      BUSINESS_ADDRESS: "Rue du Comte Theodule d'Ursel 12, 6940 Durbuy, Belgium",
      BUSINESS_REGISTRATION_NUMBER: "BE 0123.456.789",
      VAT_EXEMPT: false,
    });
    expect(
      parseConfig({
        BUSINESS_NAME: "Gîtes Lesse BV",
        BUSINESS_ADDRESS: "Rue Haute 1, 5580 Rochefort",
        BUSINESS_REGISTRATION_NUMBER: "BE0987654321",
        VAT_EXEMPT: "true",
      }),
    ).toMatchObject({
      BUSINESS_NAME: "Gîtes Lesse BV",
      BUSINESS_REGISTRATION_NUMBER: "BE0987654321",
      VAT_EXEMPT: true,
    });
  });

  it("refuses a registration number that is not a Belgian enterprise number, and a VAT exemption that is not true or false", () => {
    expect(() => parseConfig({ BUSINESS_REGISTRATION_NUMBER: "12345" })).toThrow(
      /BUSINESS_REGISTRATION_NUMBER: must be a Belgian enterprise number/,
    );
    expect(() => parseConfig({ VAT_EXEMPT: "maybe" })).toThrow(/VAT_EXEMPT/);
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
    ["DEV_TOOLS", "maybe"],
    ["SESSION_IDLE_DAYS", "0"],
    ["SESSION_IDLE_DAYS", "2.5"],
    ["CALENDAR_SYNC_MINUTES", "0"],
    ["CALENDAR_FETCH_ALLOW_PRIVATE", "yes"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}:`),
    );
  });

  it("reads OWNER_EMAIL as a list of owners, the first of whom receives the notices", () => {
    const config = parseConfig({ OWNER_EMAIL: " Anna@Example.com, ben@example.com " });
    expect(config.OWNER_EMAIL).toBe("anna@example.com");
    expect(config.OWNER_EMAILS).toEqual(["anna@example.com", "ben@example.com"]);
    expect(parseConfig({}).OWNER_EMAILS).toEqual(["owner@ardennes-stays.example"]);
  });

  it.each(["owner@example.com,not-an-address", "owner@example.com,", ","])(
    "refuses an OWNER_EMAIL list with an entry that is not an address (%j)",
    (list) => {
      expect(() => parseConfig({ OWNER_EMAIL: list })).toThrow(/OWNER_EMAIL/);
    },
  );

  it("requires a Mollie key when Mollie is the payment provider", () => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: "mollie" })).toThrow(/MOLLIE_API_KEY/);
  });

  it("requires a secret, a database and a public URL in production", () => {
    expect(() => parseConfig({ APP_ENV: "production" })).toThrow(
      /APP_SECRET[^]*DATABASE_URL[^]*PUBLIC_BASE_URL/,
    );
  });
});
