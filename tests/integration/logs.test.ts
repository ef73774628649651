import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { outboxEmails } from "@/db/schema";
import { deliverDueMail, enqueueMail } from "@/features/mail/server";
import { getConfig } from "@/lib/config";
import { loggerOptions, setLogger } from "@/lib/logger";
import { createMailTransport } from "@/lib/mail/transport";
import { bearer, signInAs } from "../support/auth";
import { call } from "../support/routes";

/**
 * Logs keep no e-mail address, phone number or query value (README, issue 15): a failing query's
 * parameters, a constraint's detail and an SMTP server's reply all quote them.
 */

let written: string[] = [];
let previous: ReturnType<typeof setLogger>;

beforeAll(() => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  previous = setLogger(pino(loggerOptions("info"), sink));
});

afterAll(() => {
  setLogger(previous);
});

afterEach(() => {
  written = [];
});

function logLines(): Record<string, unknown>[] {
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the log of a failing request", () => {
  it("names the database error and its SQLSTATE, not the guest's e-mail address or phone", async () => {
    const email = "lotte.jacobs@example.com";
    const phone = "+32 470 98 76 54";
    const { token } = await signInAs(email, { name: "Lotte Jacobs" });
    const db = await getDb();
    // Any phone now breaks a rule: PostgreSQL's message quotes the whole row, e-mail included.
    await db.execute(
      sql`ALTER TABLE guests ADD CONSTRAINT no_phones_today CHECK (phone IS NULL) NOT VALID`,
    );
    try {
      const answer = await call(
        "PATCH",
        "/api/guest/profile",
        bearer(token, {
          method: "PATCH",
          body: JSON.stringify({ name: "Lotte Jacobs", phone }),
          headers: { "content-type": "application/json" },
        }),
      );
      expect(answer.status).toBe(500);
    } finally {
      await db.execute(sql`ALTER TABLE guests DROP CONSTRAINT no_phones_today`);
    }

    const text = written.join("");
    expect(text).not.toContain(email);
    expect(text).not.toContain(phone);
    expect(text).not.toContain("98 76 54");
    const failure = logLines().find((line) => line.msg === "unhandled API error");
    expect(failure?.err).toMatchObject({
      type: expect.stringMatching(/Error$/),
      cause: { code: "23514" },
      frames: expect.arrayContaining([expect.stringMatching(/^at /)]),
    });
  });

  it("keeps a search's terms out of the log when its query fails", async () => {
    const term = "hidden-search-term-4711";
    const db = await getDb();
    await db.execute(sql`ALTER TABLE properties RENAME TO properties_away`);
    try {
      const answer = await call("GET", `/api/public/properties?search=${term}&minGuests=2`);
      expect(answer.status).toBe(500);
    } finally {
      await db.execute(sql`ALTER TABLE properties_away RENAME TO properties`);
    }

    const text = written.join("");
    expect(text).toContain("unhandled API error");
    expect(text).toContain('"code":"42P01"');
    expect(text).not.toContain(term);
    expect(text).not.toContain("search=");
  });

  it("writes [redacted] for fields that name an address, a phone or a query", () => {
    const log = pino(
      loggerOptions("info"),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      }),
    );
    log.info(
      {
        to: "ann@example.com",
        mail: { replyTo: "bob@example.com" },
        guest: { email: "carl@example.com", phone: "+32 470 11 22 33" },
        query: { search: "secret" },
      },
      "something happened",
    );

    const [line] = logLines();
    expect(line).toMatchObject({
      to: "[redacted]",
      mail: { replyTo: "[redacted]" },
      guest: { email: "[redacted]", phone: "[redacted]" },
      query: "[redacted]",
    });
    expect(written.join("")).not.toMatch(/example\.com|470|secret/);
  });
});

describe("the log of a mail the SMTP server refuses", () => {
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    // A server whose refusal quotes the address, as real ones do.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(
          Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
            responseCode: 550,
          }),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("keeps the failure's code and the server's reply code, not the address it quoted", async () => {
    const recipient = "refused.recipient@example.com";
    const db = await getDb();
    const id = await enqueueMail(db, recipient, {
      subject: "Your stay",
      text: "See you soon.",
      html: "<p>See you soon.</p>",
    });
    const transport = createMailTransport({
      ...getConfig(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });

    // Every mail still waiting is refused, this one among them.
    expect((await deliverDueMail(transport)).sent).toBe(0);

    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row?.lastError).toBe("Error EENVELOPE 550");
    const text = written.join("");
    expect(text).toContain("mail delivery failed");
    expect(text).toContain('"code":"EENVELOPE"');
    expect(text).not.toContain(recipient);
    expect(text).not.toContain("@example.com");
  });
});

describe("the dev mailbox's log", () => {
  const mail = {
    id: "6f1c1c2e-4b7a-4d43-9a57-0c7f2f1f9a10",
    to: "dev.reader@example.com",
    subject: "Your sign-in code: 123456",
    text: "Your code is 123456.",
    html: "<p>Your code is 123456.</p>",
  };

  it("prints the mail's text on a developer's machine, so whoever runs the site can sign in", async () => {
    await createMailTransport({ ...getConfig(), SMTP_URL: undefined }).send(mail);
    expect(written.join("")).toContain("Your code is 123456.");
  });

  it("prints neither text nor address in production", async () => {
    const production = { ...getConfig(), APP_ENV: "production" as const, SMTP_URL: undefined };
    await createMailTransport(production).send(mail);
    const text = written.join("");
    expect(text).toContain(mail.id);
    expect(text).not.toContain("123456");
    expect(text).not.toContain(mail.to);
  });
});
