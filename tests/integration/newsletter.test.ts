import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { newsletterSubscriptions, outboxEmails } from "@/db/schema";
import { NEWSLETTER_LIMITS } from "@/features/newsletter/server";
import { postJson } from "../support/bookings";
import { call, CLIENT_ADDRESS } from "../support/routes";

let ipCounter = 0;
function subscribe(email: unknown, ip = `192.0.2.${++ipCounter}`) {
  return call("POST", "/api/public/newsletter", postJson({ email }, { [CLIENT_ADDRESS]: ip }));
}

function unsubscribe(token: unknown) {
  return call("POST", "/api/public/newsletter/unsubscribe", postJson({ token }));
}

async function subscriptionOf(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
}

/** The token in the confirmation mail's unsubscribe link, as the subscriber would click it. */
function tokenInLink(text: string): string {
  const match = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no unsubscribe link in the mail");
  return match[1];
}

describe("subscribing to the newsletter", () => {
  it("stores the address and mails a confirmation with a working unsubscribe link", async () => {
    const response = await subscribe("  Walker@Example.com ");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: "Thank you for subscribing! A confirmation e-mail is on its way.",
    });
    expect(await subscriptionOf("walker@example.com")).toMatchObject({ unsubscribedAt: null });

    const mails = await mailsTo("walker@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You're subscribed to the Ardennes Stays newsletter");
    const token = tokenInLink(mails[0]!.textBody);
    expect(mails[0]!.htmlBody).toContain(`/newsletter/unsubscribe?token=${token}`);

    const left = await unsubscribe(token);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({
      message: "You have been unsubscribed. You will not receive our newsletter any more.",
    });
    expect((await subscriptionOf("walker@example.com"))!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("treats a repeated sign-up as harmless: one subscription, at most a few mails a day", async () => {
    const email = "repeat@example.com";
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await subscribe(email));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);

    const db = await getDb();
    const rows = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(NEWSLETTER_LIMITS.confirmationsPerEmail.limit);
  });

  it("answers a known and an unknown address the same way", async () => {
    await subscribe("known-reader@example.com");
    const known = await subscribe("known-reader@example.com");
    const unknown = await subscribe("new-reader@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it("subscribes again an address that unsubscribed", async () => {
    const email = "comeback@example.com";
    await subscribe(email);
    const [mail] = await mailsTo(email);
    await unsubscribe(tokenInLink(mail!.textBody));
    expect((await subscriptionOf(email))!.unsubscribedAt).not.toBeNull();

    expect((await subscribe(email)).status).toBe(200);
    expect(await subscriptionOf(email)).toMatchObject({ unsubscribedAt: null });
  });

  it("unsubscribes idempotently: the same link twice answers the same", async () => {
    await subscribe("twice@example.com");
    const [mail] = await mailsTo("twice@example.com");
    const token = tokenInLink(mail!.textBody);
    const first = await unsubscribe(token);
    const second = await unsubscribe(token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it("rejects an unknown or malformed unsubscribe link", async () => {
    const unknown = await unsubscribe("a".repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: "NOT_FOUND",
      error: "This unsubscribe link is not valid.",
    });
    const malformed = await unsubscribe("<script>");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: "INVALID_INPUT" });
  });

  it.each([[""], ["not-an-address"], [42], [null]])(
    "rejects %j as an address with 'Valid email is required'",
    async (email) => {
      const response = await subscribe(email);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: "INVALID_INPUT",
        details: [{ path: "email", message: "Valid email is required" }],
      });
    },
  );

  it(`accepts ${NEWSLETTER_LIMITS.perIp.limit} sign-ups an hour from one address, then answers 429`, async () => {
    const ip = "192.0.2.250";
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp.limit; i++) {
      expect((await subscribe(`reader-${i}@example.com`, ip)).status).toBe(200);
    }
    const refused = await subscribe("one-more@example.com", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(await subscriptionOf("one-more@example.com")).toBeUndefined();
  });
});
