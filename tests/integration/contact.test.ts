import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactMessages, outboxEmails } from "@/db/schema";
import { CONTACT_LIMIT_PER_IP } from "@/features/contact/server";
import { deliverDueMail } from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { createMailTransport } from "@/lib/mail/transport";
import { postJson } from "../support/bookings";
import { call, CLIENT_ADDRESS } from "../support/routes";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

const realNow = clock.now;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

let ipCounter = 0;
function sendContact(body: unknown, ip = `198.51.100.${++ipCounter}`) {
  return call("POST", "/api/public/contact", postJson(body, { [CLIENT_ADDRESS]: ip }));
}

const aMessage = {
  name: "Ann Peeters",
  email: "Ann.Peeters@Example.com",
  subject: "Dogs in the Forest Lodge?",
  message: "Hello,\n\nMay we bring our two dogs in May?\n\nAnn",
};

async function outboxTo(address: string) {
  const db = await getDb();
  return db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
}

describe("sending a contact message", () => {
  it("stores the message and queues it for the owner with the visitor as Reply-To", async () => {
    const response = await sendContact(aMessage);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: "Message sent successfully! We'll get back to you soon.",
    });

    const db = await getDb();
    const stored = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, aMessage.subject));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Ann Peeters",
      email: "ann.peeters@example.com",
      message: aMessage.message,
    });

    const mails = (await outboxTo(getConfig().OWNER_EMAIL)).filter((mail) =>
      mail.subject.includes(aMessage.subject),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: "Contact form: Dogs in the Forest Lodge?",
      replyTo: "ann.peeters@example.com",
      status: "pending",
    });
    expect(mails[0]!.textBody).toContain("May we bring our two dogs in May?");
  });

  it.each([
    ["name", { ...aMessage, name: "  " }, "Name is required"],
    ["email", { ...aMessage, email: "ann.example.com" }, "Valid email is required"],
    ["subject", { ...aMessage, subject: "" }, "Subject is required"],
    ["message", { ...aMessage, message: " \n " }, "Message is required"],
  ])("rejects a message without a valid %s", async (field, body, text) => {
    const response = await sendContact(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "INVALID_INPUT",
      details: [{ path: field, message: text }],
    });
  });

  it("rejects a message with every field missing, naming each", async () => {
    const response = await sendContact({});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      details: [
        { path: "name", message: "Name is required" },
        { path: "email", message: "Valid email is required" },
        { path: "subject", message: "Subject is required" },
        { path: "message", message: "Message is required" },
      ],
    });
  });

  it("rejects a body that is not JSON with the error shape", async () => {
    const response = await call("POST", "/api/public/contact", {
      method: "POST",
      body: "name=Ann",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "INVALID_JSON", error: expect.any(String) });
  });

  it(`accepts ${CONTACT_LIMIT_PER_IP.limit} messages an hour from one address, then answers 429`, async () => {
    const ip = "198.51.100.250";
    for (let i = 0; i < CONTACT_LIMIT_PER_IP.limit; i++) {
      expect((await sendContact({ ...aMessage, subject: `Question ${i}` }, ip)).status).toBe(201);
    }
    const refused = await sendContact({ ...aMessage, subject: "One too many" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      error: expect.stringMatching(/minute/),
    });

    const db = await getDb();
    const stored = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, "One too many"));
    expect(stored).toHaveLength(0);
    expect((await sendContact({ ...aMessage, subject: "Other address" })).status).toBe(201);
  });

  it("keeps the message through an SMTP outage and delivers it to the owner once SMTP accepts", async () => {
    const subject = "Arriving late on Friday";
    expect((await sendContact({ ...aMessage, subject })).status).toBe(201);
    const transport = createMailTransport({
      ...getConfig(),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    smtp.refuse(100);
    const start = Date.now();
    clock.now = () => new Date(start);
    try {
      expect((await deliverDueMail(transport, { batch: 50 })).sent).toBe(0);
      const db = await getDb();
      expect(
        await db.select().from(contactMessages).where(eq(contactMessages.subject, subject)),
      ).toHaveLength(1);

      smtp.refuse(0);
      clock.now = () => new Date(start + 60 * 60_000);
      await deliverDueMail(transport, { batch: 50 });
    } finally {
      clock.now = realNow;
    }
    const delivered = smtp.messages.filter((raw) => raw.includes(`Contact form: ${subject}`));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain(`To: ${getConfig().OWNER_EMAIL}`);
    expect(delivered[0]).toContain("Reply-To: ann.peeters@example.com");
  });
});
