import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { newsletterSubscriptions } from "@/db/schema";
import {
  confirmNewsletterSubscription,
  listNewsletterSubscribers,
  NEWSLETTER_LIMITS,
} from "@/features/newsletter/server";
import { RETENTION } from "@/features/privacy/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { postJson } from "../support/bookings";
import { mailsTo } from "../support/mail";
import { call, CLIENT_ADDRESS } from "../support/routes";

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

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

/** The token in the confirmation mail's link, as the one who signed up would follow it. */
function confirmationTokenIn(text: string): string {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no confirmation link in the mail");
  return match[1];
}

async function confirmationTokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  return confirmationTokenIn(mail!.textBody);
}

async function subscribers(): Promise<string[]> {
  return (await listNewsletterSubscribers()).map((subscriber) => subscriber.email);
}

/** Signs up and follows the confirmation link; answers the unsubscribe token it shows. */
async function subscribeConfirmed(email: string): Promise<string> {
  await subscribe(email);
  const confirmed = await confirmNewsletterSubscription(await confirmationTokenFor(email));
  if (!confirmed) throw new Error(`${email} was not confirmed`);
  return confirmed.unsubscribeToken;
}

describe("subscribing to the newsletter", () => {
  it("mails a stranger's address only an absolute link that confirms, and lists it only once confirmed", async () => {
    const response = await subscribe("  Walker@Example.com ");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: "Thank you for subscribing! A confirmation e-mail is on its way.",
    });

    const mails = await mailsTo("walker@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[number]];
    expect(mail.subject).toBe("Confirm your subscription to the Ardennes Stays newsletter");
    const token = confirmationTokenIn(mail.textBody);
    const link = `${getConfig().PUBLIC_BASE_URL}/newsletter/confirm?token=${token}`;
    expect(mail.textBody).toContain(`Confirm subscription: ${link}`);
    expect(mail.htmlBody).toContain(`href="${link}"`);
    expect(mail.textBody).not.toContain("unsubscribe");
    expect(mail.textBody).not.toContain("walker");
    expect(await subscribers()).not.toContain("walker@example.com");

    const confirmed = await confirmNewsletterSubscription(token);
    expect(confirmed).toEqual({
      email: "w***@example.com",
      unsubscribeToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect(await subscribers()).toContain("walker@example.com");
    // Following the link again says the same.
    expect(await confirmNewsletterSubscription(token)).toEqual(confirmed);
  });

  it("lists confirmed subscribers only, earliest first, without those who left", async () => {
    const start = Date.now();
    clock.now = () => new Date(start);
    await subscribeConfirmed("first-reader@example.com");
    clock.now = () => new Date(start + 60_000);
    await subscribeConfirmed("second-reader@example.com");
    const leaving = await subscribeConfirmed("leaving-reader@example.com");
    await unsubscribe(leaving);
    await subscribe("unconfirmed-reader@example.com");

    const listed = await listNewsletterSubscribers();
    const ours = listed.filter((subscriber) => subscriber.email.endsWith("-reader@example.com"));
    expect(ours).toEqual([
      { email: "first-reader@example.com", confirmedAt: new Date(start) },
      { email: "second-reader@example.com", confirmedAt: new Date(start + 60_000) },
    ]);
  });

  it("refuses a confirmation link after 7 days unconfirmed, or one unknown", async () => {
    const start = Date.now();
    clock.now = () => new Date(start);
    await subscribe("slow-reader@example.com");
    const token = await confirmationTokenFor("slow-reader@example.com");
    clock.now = () => new Date(start + RETENTION.unconfirmedNewsletterSignUps.ms);
    expect(await confirmNewsletterSubscription(token)).toBeNull();
    expect(await confirmNewsletterSubscription("x".repeat(32))).toBeNull();
    expect(await subscribers()).not.toContain("slow-reader@example.com");
  });

  it("mails at most 3 confirmations a day to one address from one client; the owner's own still arrives", async () => {
    const email = "repeat@example.com";
    const stranger = "192.0.2.200";
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await subscribe(email, stranger));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);

    const db = await getDb();
    const rows = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(NEWSLETTER_LIMITS.confirmationsPerPair.limit);

    expect((await subscribe(email, "192.0.2.201")).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(NEWSLETTER_LIMITS.confirmationsPerPair.limit + 1);
  });

  it("answers a new, an unconfirmed and a confirmed address the same way", async () => {
    await subscribeConfirmed("known-reader@example.com");
    await subscribe("pending-reader@example.com");
    const known = await subscribe("known-reader@example.com");
    const pending = await subscribe("pending-reader@example.com");
    const unknown = await subscribe("new-reader@example.com");
    for (const answer of [pending, unknown]) {
      expect(answer.status).toBe(known.status);
      expect(answer.body).toEqual(known.body);
    }
    expect(await subscribers()).toContain("known-reader@example.com");
  });

  it("asks an address that unsubscribed to confirm again before it is subscribed again", async () => {
    const email = "comeback@example.com";
    await unsubscribe(await subscribeConfirmed(email));
    expect((await subscriptionOf(email))!.unsubscribedAt).not.toBeNull();
    const oldToken = await confirmationTokenFor(email);

    expect((await subscribe(email)).status).toBe(200);
    expect(await subscriptionOf(email)).toMatchObject({ unsubscribedAt: null, confirmedAt: null });
    expect(await subscribers()).not.toContain(email);
    expect(await confirmNewsletterSubscription(oldToken)).not.toBeNull();
    expect(await subscribers()).toContain(email);
  });

  it("keeps an unsubscribed address unsubscribed when its old confirmation link is followed", async () => {
    const email = "gone-for-good@example.com";
    const token = await subscribeConfirmed(email);
    await unsubscribe(token);
    expect(await confirmNewsletterSubscription(await confirmationTokenFor(email))).toBeNull();
    expect(await subscribers()).not.toContain(email);
  });

  it("unsubscribes with the link shown on confirmation, idempotently", async () => {
    const token = await subscribeConfirmed("twice@example.com");
    const first = await unsubscribe(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: "You have been unsubscribed. You will not receive our newsletter any more.",
    });
    const second = await unsubscribe(token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await subscriptionOf("twice@example.com"))!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await subscribers()).not.toContain("twice@example.com");
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
