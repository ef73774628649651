import { z } from "zod";
import { site } from "./site";

const booleanText = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  // NODE_ENV is always "production" under `next start`, so the deployment kind is its own variable.
  APP_ENV: z.enum(["development", "production"]).default("development"),
  /** Unset: every interface in production, loopback only elsewhere (see `parseConfig`). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  PRODUCTION_HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Ardennes Stays <bookings@ardennes-stays.example>"),
  /**
   * The owners: comma-separated addresses, the first of which receives contact messages and
   * notices. Being listed here is the only way to the back office.
   */
  OWNER_EMAIL: z
    .string()
    .default("owner@ardennes-stays.example")
    .transform((list) => list.split(",").map((address) => address.trim().toLowerCase()))
    .pipe(z.array(z.email()).min(1)),
  PAYMENT_PROVIDER: z.enum(["sandbox", "mollie"]).default("sandbox"),
  MOLLIE_API_KEY: z.string().min(1).optional(),
  /** Mollie's API root; changed only to point at a stand-in in tests. */
  MOLLIE_API_ENDPOINT: z.url().optional(),
  /**
   * Payment methods offered besides Bancontact, iDEAL and cards, which always are: Mollie's ids,
   * comma-separated (e.g. `paypal,kbc,belfius`), each enabled in the owner's Mollie account.
   */
  EXTRA_PAYMENT_METHODS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((method) => method.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^[a-z0-9]{2,30}$/, "must be Mollie payment method ids, comma-separated"),
      ),
    ),
  AUTO_APPROVE: booleanText.default(true),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(10080).default(60),
  /**
   * Booking requests one client address may make in an hour, retries included: enough for a
   * family that retries, too few to take a calendar.
   */
  BOOKING_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Reverse proxies of ours in front of the server, each appending to X-Forwarded-For. With 0,
   * the client's address is the socket's and the header is ignored: nobody can choose their own.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Outside production, `/dev/mail` and the sandbox checkout answer only clients on this machine;
   * true opens them to every client (a test phone on the network, a shared staging host).
   */
  DEV_TOOLS: booleanText.default(false),
  /** A session unused this long ends, besides its 30-day lifetime. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Background jobs (mail delivery, ...) can be turned off per instance. */
  BACKGROUND_JOBS: booleanText.default(true),
  /**
   * Keep catalogue and availability reads in memory while PostgreSQL notifies changes
   * (docs/decisions/0012). Off behind a pooler in transaction mode, which loses notifications.
   */
  READ_CACHE: booleanText.default(true),
  /** How often each channel's calendar (an imported feed) is fetched. */
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * Lets feed addresses reach loopback and private networks on any port: for tests, whose feeds
   * are served on this machine. Refused in production, where it would let an owner's session
   * probe the server's own network.
   */
  CALENDAR_FETCH_ALLOW_PRIVATE: booleanText.default(false),
  /** The business as its receipts name it: the site's own name unless the owner registered another. */
  BUSINESS_NAME: z.string().trim().min(1).max(200).default(site.name),
  BUSINESS_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default(`${site.address.street}, ${site.address.city}, ${site.address.country}`),
  /** The enterprise number (KBO/BCE) every receipt carries, as the owner writes it. */
  BUSINESS_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(
      /^(BE ?)?[01]\d{3}([. ]?\d{3}){2}$/i,
      "must be a Belgian enterprise number, e.g. BE 0123.456.789",
    )
    .default("BE 0123.456.789"),
  /**
   * The business is exempt from VAT (the small business scheme): payments received meanwhile
   * record no VAT, and their receipts say 'VAT exempt'. Otherwise each payment records the rate
   * in force on its day, from the owner's list of rates (docs/decisions/0054).
   */
  VAT_EXEMPT: booleanText.default(false),
  /**
   * Days after a stay's departure that its traveller register is kept, then erased: one year by
   * default, the one period the sources found state (the kept half of the police card the 2007
   * rules replaced); the owner should confirm it against the decree (docs/decisions/0053).
   */
  TRAVELLER_REGISTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3660).default(365),
  REDIS_URL: z.string().min(1).optional(),
  MAP_TILE_URL: z.string().min(1).default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = Omit<z.infer<typeof envSchema>, "OWNER_EMAIL"> & {
  HOST: string;
  PUBLIC_BASE_URL: string;
  /** The first owner: where contact messages and notices go. */
  OWNER_EMAIL: string;
  /** Every owner, the first one included. */
  OWNER_EMAILS: string[];
};

export class ConfigError extends Error {}

/** Parses the environment; the message names every bad variable so start-up can stop clearly. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty value means "not set", as it does in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  const missing: string[] = [];
  if (parsed.PAYMENT_PROVIDER === "mollie" && !parsed.MOLLIE_API_KEY) {
    missing.push("  MOLLIE_API_KEY: required when PAYMENT_PROVIDER=mollie");
  }
  if (parsed.APP_ENV === "production") {
    for (const name of ["APP_SECRET", "DATABASE_URL", "PUBLIC_BASE_URL"] as const) {
      if (!parsed[name]) missing.push(`  ${name}: required when APP_ENV=production`);
    }
    // The tools are never served in production; a setting that promises otherwise is a mistake.
    if (parsed.DEV_TOOLS) missing.push("  DEV_TOOLS: must not be true when APP_ENV=production");
    if (parsed.CALENDAR_FETCH_ALLOW_PRIVATE) {
      missing.push("  CALENDAR_FETCH_ALLOW_PRIVATE: must not be true when APP_ENV=production");
    }
  }
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join("\n")}`);
  const [firstOwner = "", ...otherOwners] = parsed.OWNER_EMAIL;
  return {
    ...parsed,
    OWNER_EMAIL: firstOwner,
    OWNER_EMAILS: [firstOwner, ...otherOwners],
    // A developer's machine keeps the sign-in codes of its dev mailbox to itself by default.
    HOST: parsed.HOST ?? (parsed.APP_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    PUBLIC_BASE_URL: (parsed.PUBLIC_BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(
      /\/$/,
      "",
    ),
  };
}

/** For process entry points: a bad configuration ends the process with its message. */
export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Reads the environment again on next use: the tests' processes run many files, as fresh ones. */
export function forgetConfig(): void {
  cached = undefined;
}
