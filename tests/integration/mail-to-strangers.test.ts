import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, stayHolds } from "@/db/schema";
import { MAIL_LIMITS } from "@/features/mail/server";
import { expireUnpaidHolds } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { mailsTo } from "../support/mail";
import { stayInWeek } from "../support/hostile-input";
import { call, fromAddress } from "../support/routes";

/*
 * Mail to an address whose owner has not proven it is theirs (DESIGN.md 4.5): it carries
 * nothing the requester typed, and one client causes at most 10 such mails a day per address.
 */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** What a spammer types where a name or a request goes. */
const PITCH = "Win a free stay at evil.example";

let week = 0;
/** A request for a stay of its own week, so earlier bookings never make the dates taken. */
function stayRequest(propertyId: string, fields: Record<string, unknown>) {
  week += 1;
  return { ...bookingRequest(propertyId, stayInWeek(week)), ...fields };
}

async function book(body: unknown, headers: Record<string, string>) {
  return call("POST", "/api/public/bookings", postJson(body, headers));
}

async function mailTo(email: string, subjectStart: string) {
  const mail = (await mailsTo(email)).find((row) => row.subject.startsWith(subjectStart));
  if (!mail) throw new Error(`no mail '${subjectStart}...' to ${email}`);
  return mail;
}

function expectNothingTyped(mail: { subject: string; textBody: string; htmlBody: string }) {
  for (const part of [mail.subject, mail.textBody, mail.htmlBody]) {
    expect(part).not.toContain("evil.example");
  }
  expect(mail.textBody).toMatch(/^Hello,\n/);
}

async function settle(paymentId: string, outcome: string) {
  await call("POST", `/api/sandbox/payments/${paymentId}`, {
    method: "POST",
    body: new URLSearchParams({ outcome }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await call("POST", "/api/public/payments/webhook", {
    method: "POST",
    body: new URLSearchParams({ id: paymentId }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function startPayment(bookingId: string): Promise<string> {
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  return (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
}

describe("mail a stranger causes to someone else's address", () => {
  it("carries neither the name nor the requests typed with a booking, in any of its mails", async () => {
    const property = await createProperty();
    const to = "stranger-target@example.com";
    const typed = { guestEmail: to, guestName: PITCH, specialRequests: `Visit ${PITCH}` };
    const held = await book(stayRequest(property.id, typed), fromAddress("192.0.2.10"));
    expect(held.status).toBe(201);
    const heldId = (held.body as { id: string }).id;
    expectNothingTyped(await mailTo(to, "We received your booking request"));

    await settle(await startPayment(heldId), "fail");
    expectNothingTyped(await mailTo(to, "Your payment was not completed"));

    const start = Date.now();
    clock.now = () => new Date(start + 61 * 60_000);
    expect((await expireUnpaidHolds()).expired).toBeGreaterThanOrEqual(1);
    expectNothingTyped(await mailTo(to, "Your booking has expired"));
    clock.now = realNow;

    const paid = await book(stayRequest(property.id, typed), fromAddress("192.0.2.10"));
    const paidId = (paid.body as { id: string }).id;
    await settle(await startPayment(paidId), "pay");
    expectNothingTyped(await mailTo(to, "Your booking is confirmed"));

    const late = await book(stayRequest(property.id, typed), fromAddress("192.0.2.10"));
    const lateId = (late.body as { id: string }).id;
    const paymentId = await startPayment(lateId);
    const db = await getDb();
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, lateId));
    await db.delete(stayHolds).where(eq(stayHolds.bookingId, lateId));
    await settle(paymentId, "pay");
    expectNothingTyped(await mailTo(to, "Your payment is being refunded"));
  });

  it("carries no name in a sign-in code, only the code and what it is for", async () => {
    const to = "code-target@example.com";
    const requested = await call(
      "POST",
      "/api/guest/booking/request-code",
      postJson({ email: to, name: PITCH }, fromAddress("192.0.2.11")),
    );
    expect(requested.status).toBe(200);
    const mail = await mailTo(to, "Your sign-in code");
    expectNothingTyped(mail);
    expect(mail.textBody).toContain("Use this code to sign in to Ardennes Stays.");
  });

  it("greets by the name typed only a guest signed in with the address booked for", async () => {
    const property = await createProperty();
    const booker = await signInAs("owner-of-address@example.com");
    const own = await call(
      "POST",
      "/api/public/bookings",
      bearer(
        booker.token,
        postJson(
          stayRequest(property.id, {
            guestEmail: booker.guest.email,
            guestName: "Ann Peeters",
          }),
          fromAddress("192.0.2.12"),
        ),
      ),
    );
    expect(own.status).toBe(201);
    const ownMail = await mailTo(booker.guest.email, "We received your booking request");
    expect(ownMail.textBody).toMatch(/^Hello Ann Peeters,\n/);

    // The same signed-in guest booking for an address that is not theirs gets no name in.
    const friend = "friend-of-booker@example.com";
    const forFriend = await call(
      "POST",
      "/api/public/bookings",
      bearer(
        booker.token,
        postJson(
          stayRequest(property.id, { guestEmail: friend, guestName: PITCH }),
          fromAddress("192.0.2.12"),
        ),
      ),
    );
    expect(forFriend.status).toBe(201);
    expectNothingTyped(await mailTo(friend, "We received your booking request"));
  });
});

describe("how much mail one client causes to an address it has not proven", () => {
  const to = "flooded@example.com";
  const stranger = fromAddress("192.0.2.20");

  it(`sends at most ${MAIL_LIMITS.unprovenPerPair.limit} a day from one client, whatever their kind; the address's owner still gets theirs`, async () => {
    const property = await createProperty();
    const start = Date.now();
    clock.now = () => new Date(start);
    // 3 newsletter confirmations, 5 codes (the hour's limit for one client), then 2 bookings.
    for (let i = 0; i < 3; i++) {
      await call("POST", "/api/public/newsletter", postJson({ email: to }, stranger));
    }
    for (let i = 0; i < 5; i++) {
      const requested = await call(
        "POST",
        "/api/guest/booking/request-code",
        postJson({ email: to }, stranger),
      );
      expect(requested.status).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      expect((await book(stayRequest(property.id, { guestEmail: to }), stranger)).status).toBe(201);
    }
    expect(await mailsTo(to)).toHaveLength(MAIL_LIMITS.unprovenPerPair.limit);

    clock.now = () => new Date(start + 2 * 60 * 60_000);
    const refused = await book(stayRequest(property.id, { guestEmail: to }), stranger);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(22 * 60 * 60));
    expect(refused.body).toEqual({
      code: "RATE_LIMITED",
      error:
        "Too many booking requests for this e-mail address today. Please try again in 22 hours.",
    });
    const code = await call(
      "POST",
      "/api/guest/booking/request-code",
      postJson({ email: to }, stranger),
    );
    expect(code.status).toBe(429);
    const newsletter = await call(
      "POST",
      "/api/public/newsletter",
      postJson({ email: to }, stranger),
    );
    expect(newsletter.status).toBe(200);
    expect(await mailsTo(to)).toHaveLength(MAIL_LIMITS.unprovenPerPair.limit);
    const db = await getDb();
    expect(await db.select().from(bookings).where(eq(bookings.guestEmail, to))).toHaveLength(2);

    // The address's owner, from their own client, still gets a booking and a code.
    const owner = fromAddress("192.0.2.21");
    expect((await book(stayRequest(property.id, { guestEmail: to }), owner)).status).toBe(201);
    const ownCode = await call(
      "POST",
      "/api/guest/booking/request-code",
      postJson({ email: to }, owner),
    );
    expect(ownCode.status).toBe(200);
    expect(await mailsTo(to)).toHaveLength(MAIL_LIMITS.unprovenPerPair.limit + 2);

    // A day later the stranger's client may again.
    clock.now = () => new Date(start + 24 * 60 * 60_000);
    expect((await book(stayRequest(property.id, { guestEmail: to }), stranger)).status).toBe(201);
  });

  it("does not count a signed-in guest's bookings for their own address", async () => {
    const property = await createProperty();
    const client = fromAddress("192.0.2.30");
    const guest = await signInAs("books-a-lot@example.com");
    const db = await getDb();
    for (let i = 0; i <= MAIL_LIMITS.unprovenPerPair.limit; i++) {
      const booked = await call(
        "POST",
        "/api/public/bookings",
        bearer(
          guest.token,
          postJson(stayRequest(property.id, { guestEmail: guest.guest.email }), client),
        ),
      );
      expect(booked.status).toBe(201);
      // Paid for at once, as a guest booking several stays would, so no hold limit decides it.
      await settle(await startPayment((booked.body as { id: string }).id), "pay");
    }
    const held = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.guestEmail, guest.guest.email), eq(bookings.status, "approved")));
    expect(held).toHaveLength(MAIL_LIMITS.unprovenPerPair.limit + 1);
  });
});
