import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { hitRateLimits } from "@/db/rate-limits";
import { availabilityAlerts, stayHolds } from "@/db/schema";
import { blockDates, removeBlock } from "@/features/availability/server";
import {
  ALERT_LIMITS,
  confirmAlert,
  fireAvailabilityAlerts,
} from "@/features/availability-alerts/server";
import { cancelBookingByOwner, expireUnpaidHolds, rejectBooking } from "@/features/bookings/server";
import { MAIL_LIMITS, unprovenMailLimit } from "@/features/mail/server";
import { purgeExpiredPersonalData } from "@/features/privacy/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays } from "@/lib/dates";
import { bookingRequest, paidBooking, postJson } from "../support/bookings";
import { configureForFile } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty, holdDates } from "../support/fixtures";
import { mailsTo } from "../support/mail";
import { call, CLIENT_ADDRESS } from "../support/routes";

const OWNER = "owner@ardennes-stays.example";
// The request flow, so that a paid booking waits for the owner, who may reject it.
configureForFile({ AUTO_APPROVE: false });

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

let clients = 0;
const nextClient = () => `198.51.100.${++clients}`;

/** Friday to Monday, two weeks ahead or more: the stay the booking fixtures hold. */
const friday = upcoming(FRIDAY, 14);
const stay = { startDate: friday, endDate: addDays(friday, 3) };

function askForAlert(body: Record<string, unknown>, client = nextClient(), headers = {}) {
  return call(
    "POST",
    "/api/public/availability-alerts",
    postJson(body, { [CLIENT_ADDRESS]: client, ...headers }),
  );
}

function alertRequest(propertyId: string, email: string, overrides: Record<string, unknown> = {}) {
  return { propertyId, ...stay, guests: 2, email, ...overrides };
}

const isConfirmation = (subject: string) => subject.startsWith("Confirm your alert for ");
const isAlert = (subject: string) => / is free for /.test(subject);

async function confirmationsTo(email: string) {
  return (await mailsTo(email)).filter((mail) => isConfirmation(mail.subject));
}

async function alertsMailedTo(email: string) {
  return (await mailsTo(email)).filter((mail) => isAlert(mail.subject));
}

/** The token in the latest confirmation mail's link, as the one who asked would follow it. */
async function confirmationTokenFor(email: string): Promise<string> {
  const [mail] = await confirmationsTo(email);
  const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/** Asks for an alert and follows the link in its mail; answers the unsubscribe token it shows. */
async function confirmedAlert(propertyId: string, email: string): Promise<string> {
  expect((await askForAlert(alertRequest(propertyId, email))).status).toBe(200);
  const confirmed = await call(
    "POST",
    "/api/public/availability-alerts/confirm",
    postJson({ token: await confirmationTokenFor(email) }),
  );
  expect(confirmed.body).toEqual({
    message: "Alert confirmed. We will e-mail you once, as soon as these dates are free.",
  });
  const alert = await confirmAlert(await confirmationTokenFor(email), "en");
  return alert!.unsubscribeToken;
}

/** A home whose stay a guest's unpaid booking holds, as the booking API makes it. */
async function homeWithUnpaidBooking() {
  const home = await createProperty();
  const booked = await call("POST", "/api/public/bookings", postJson(bookingRequest(home.id)));
  expect(booked.status).toBe(201);
  return home;
}

async function alertRows(email: string) {
  const db = await getDb();
  return db.select().from(availabilityAlerts).where(eq(availabilityAlerts.email, email));
}

describe("an availability alert", () => {
  it("fires exactly once when a hold expires, however often and on however many instances the job runs", async () => {
    const home = await homeWithUnpaidBooking();
    const email = "hopeful@example.com";
    await confirmedAlert(home.id, email);

    expect(await fireAvailabilityAlerts()).toMatchObject({ fired: 0 });
    expect(await alertsMailedTo(email)).toHaveLength(0);

    const start = Date.now();
    clock.now = () => new Date(start + 61 * 60_000);
    expect((await expireUnpaidHolds()).expired).toBeGreaterThanOrEqual(1);
    await Promise.all([fireAvailabilityAlerts(), fireAvailabilityAlerts()]);
    await fireAvailabilityAlerts();

    const mails = await alertsMailedTo(email);
    expect(mails).toHaveLength(1);
    const link = `${getConfig().PUBLIC_BASE_URL}/properties/${home.id}?startDate=${stay.startDate}&endDate=${stay.endDate}&persons=2&book=1`;
    expect(mails[0]!.subject).toMatch(/^Test Cabin \w+ is free for /);
    expect(mails[0]!.textBody).toContain(`Book these dates: ${link}`);
    const [row] = await alertRows(email);
    expect(row!.firedAt).toEqual(new Date(start + 61 * 60_000));
  });

  it("is not mailed at all while unconfirmed, whatever frees up", async () => {
    const home = await homeWithUnpaidBooking();
    const email = "unconfirmed@example.com";
    expect((await askForAlert(alertRequest(home.id, email))).status).toBe(200);

    const start = Date.now();
    clock.now = () => new Date(start + 61 * 60_000);
    await expireUnpaidHolds();
    await fireAvailabilityAlerts();

    expect(await alertsMailedTo(email)).toHaveLength(0);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirm your alert for Test Cabin \w+, /),
    ]);
  });

  it("fires when the owner rejects the booking that held the stay, and when the owner cancels one", async () => {
    for (const [email, decline] of [
      ["after-reject@example.com", (id: string) => rejectBooking(OWNER, id)],
      [
        "after-cancel@example.com",
        (id: string) => cancelBookingByOwner(OWNER, id, { refundCents: 0 }),
      ],
    ] as const) {
      const { bookingId, property } = await paidBooking(`guest-of-${email}`);
      await confirmedAlert(property.id, email);
      await fireAvailabilityAlerts();
      expect(await alertsMailedTo(email)).toHaveLength(0);

      await decline(bookingId);
      await fireAvailabilityAlerts();
      expect(await alertsMailedTo(email)).toHaveLength(1);
    }
  });

  it("fires when the owner removes the block, and not while one night is still held", async () => {
    const home = await createProperty();
    const saturday = addDays(stay.startDate, 1);
    const first = await blockDates(OWNER, {
      propertyId: home.id,
      from: stay.startDate,
      to: saturday,
    });
    const second = await blockDates(OWNER, {
      propertyId: home.id,
      from: saturday,
      to: stay.endDate,
    });
    const email = "after-block@example.com";
    await confirmedAlert(home.id, email);

    await removeBlock(OWNER, first.id);
    expect(await fireAvailabilityAlerts()).toMatchObject({ fired: 0 });
    expect(await alertsMailedTo(email)).toHaveLength(0);

    await removeBlock(OWNER, second.id);
    await fireAvailabilityAlerts();
    expect(await alertsMailedTo(email)).toHaveLength(1);
  });

  it("ends without a mail once its check-in has passed, and stays ended", async () => {
    const home = await createProperty();
    const held = await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "too-late@example.com";
    await confirmedAlert(home.id, email);

    const db = await getDb();
    await db.delete(stayHolds).where(eq(stayHolds.bookingId, held.id));
    clock.now = () => new Date(`${addDays(stay.startDate, 1)}T10:00:00Z`);
    expect((await fireAvailabilityAlerts()).ended).toBeGreaterThanOrEqual(1);
    clock.now = realNow;
    await fireAvailabilityAlerts();

    expect(await alertsMailedTo(email)).toHaveLength(0);
    const [row] = await alertRows(email);
    expect(row!.endedAt).not.toBeNull();
    expect(row!.firedAt).toBeNull();
  });

  it("stays quiet once turned off with the link on its confirmation page, which answers the same twice", async () => {
    const home = await createProperty();
    const block = await blockDates(OWNER, {
      propertyId: home.id,
      from: stay.startDate,
      to: stay.endDate,
    });
    const email = "changed-mind@example.com";
    const token = await confirmedAlert(home.id, email);

    const unsubscribe = () =>
      call("POST", "/api/public/availability-alerts/unsubscribe", postJson({ token }));
    const first = await unsubscribe();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: "The alert is off. You will not hear from us about these dates.",
    });
    expect((await unsubscribe()).body).toEqual(first.body);

    await removeBlock(OWNER, block.id);
    await fireAvailabilityAlerts();
    expect(await alertsMailedTo(email)).toHaveLength(0);

    const unknown = await call(
      "POST",
      "/api/public/availability-alerts/unsubscribe",
      postJson({ token: "x".repeat(32) }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: "This alert link is not valid." });
  });

  it("is turned off by a mail client's one-click unsubscribe on its confirmation mail, and then stays quiet", async () => {
    const home = await createProperty();
    const block = await blockDates(OWNER, {
      propertyId: home.id,
      from: stay.startDate,
      to: stay.endDate,
    });
    const email = "one-click@example.com";
    const token = await confirmedAlert(home.id, email);
    const [mail] = await confirmationsTo(email);
    const path = `/api/public/availability-alerts/unsubscribe/${token}`;
    expect(mail!.listUnsubscribe).toBe(path);

    // RFC 8058: the mail client posts this body to the header's address, without cookies.
    const oneClick = await call("POST", path, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    const [row] = await alertRows(email);
    expect(row!.endedAt).not.toBeNull();
    await removeBlock(OWNER, block.id);
    await fireAvailabilityAlerts();
    expect(await alertsMailedTo(email)).toHaveLength(0);
    const unknown = await call(
      "POST",
      `/api/public/availability-alerts/unsubscribe/${"x".repeat(32)}`,
    );
    expect(unknown.status).toBe(404);
  });

  it("is confirmed by its link for a day; then the link is a 404 and the unconfirmed alert is deleted", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "slow-reader@example.com";
    const start = Date.now();
    clock.now = () => new Date(start);
    await askForAlert(alertRequest(home.id, email));
    const token = await confirmationTokenFor(email);

    const day = 24 * 60 * 60_000;
    clock.now = () => new Date(start + day);
    const late = await call("POST", "/api/public/availability-alerts/confirm", postJson({ token }));
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ code: "NOT_FOUND" });
    expect((await alertRows(email))[0]!.confirmedAt).toBeNull();

    clock.now = () => new Date(start + day + 1);
    await purgeExpiredPersonalData();
    expect(await alertRows(email)).toHaveLength(0);
  });
});

describe("asking for an availability alert", () => {
  it("answers 409 for a stay that is free, in the guest's language", async () => {
    const home = await createProperty();
    const free = await askForAlert(alertRequest(home.id, "early@example.com"));
    expect(free.status).toBe(409);
    expect(free.body).toEqual({
      error: "These dates are free: you can book them now.",
      code: "CONFLICT",
    });
    const dutch = await askForAlert(alertRequest(home.id, "early@example.com"), nextClient(), {
      "accept-language": "nl",
    });
    expect(dutch.body).toMatchObject({ error: "Deze data zijn vrij: u kunt ze nu boeken." });
    expect(await mailsTo("early@example.com")).toHaveLength(0);
  });

  it("answers 400 with the stay rule's message for a stay the rules refuse, 404 for an unknown home", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, addDays(stay.startDate, 7));
    const email = "rule-breaker@example.com";

    const tuesday = await askForAlert(
      alertRequest(home.id, email, { startDate: addDays(stay.startDate, 4) }),
    );
    expect(tuesday.status).toBe(400);
    expect(tuesday.body).toEqual({
      error: "Bookings must start on Monday or Friday",
      code: "INVALID_STAY",
      details: { rule: "CHECK_IN_WEEKDAY" },
    });
    const crowd = await askForAlert(alertRequest(home.id, email, { guests: 9 }));
    expect(crowd.body).toMatchObject({ error: "Guests must be between 1 and 4" });
    const past = await askForAlert(
      alertRequest(home.id, email, {
        startDate: addDays(stay.startDate, -21),
        endDate: addDays(stay.endDate, -21),
      }),
    );
    expect(past.body).toMatchObject({
      code: "INVALID_STAY",
      details: { rule: "CHECK_IN_IN_PAST" },
    });
    const nowhere = await askForAlert(alertRequest("00000000-0000-4000-8000-000000000000", email));
    expect(nowhere.status).toBe(404);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("answers the same for a new, a repeated and a confirmed request, keeping one alert per stay", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "same-answer@example.com";
    const client = nextClient();
    const first = await askForAlert(alertRequest(home.id, email), client);
    const again = await askForAlert(alertRequest(home.id, email, { guests: 3 }), client);
    await confirmAlert(await confirmationTokenFor(email), "en");
    const confirmed = await askForAlert(alertRequest(home.id, email), nextClient());

    expect([first.status, again.status, confirmed.status]).toEqual([200, 200, 200]);
    expect(first.body).toEqual({ message: "Check your inbox to confirm the alert." });
    expect(again.body).toEqual(first.body);
    expect(confirmed.body).toEqual(first.body);
    const rows = await alertRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).not.toBeNull();
  });

  it("leaves a confirmed alert as its owner confirmed it when a stranger asks for the same stay, and mails nothing", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "confirmed-kept@example.com";
    await confirmedAlert(home.id, email);
    const mailsBefore = (await mailsTo(email)).length;

    const stranger = await askForAlert(alertRequest(home.id, email, { guests: 4 }), nextClient(), {
      "accept-language": "fr",
    });

    expect(stranger.status).toBe(200);
    const [alert] = await alertRows(email);
    expect(alert).toMatchObject({ guests: 2, locale: "en" });
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });
});

describe("the limits of availability alerts", () => {
  it("refuses an eleventh request in an hour from one client with 429 and Retry-After", async () => {
    const home = await createProperty();
    const client = nextClient();
    const answers = [];
    for (let i = 0; i <= ALERT_LIMITS.perIp.limit; i++) {
      answers.push(await askForAlert(alertRequest(home.id, `burst-${i}@example.com`), client));
    }
    expect(answers.slice(0, -1).every((answer) => answer.status === 409)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      error: expect.stringMatching(
        /^Too many alert requests\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("mails at most 3 confirmations a day to one address from one client; another client's still arrives", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "flooded@example.com";
    const stranger = nextClient();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await askForAlert(alertRequest(home.id, email), stranger));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const allowed = ALERT_LIMITS.confirmationsPerPair.limit;
    expect(await confirmationsTo(email)).toHaveLength(allowed);
    await askForAlert(alertRequest(home.id, email), nextClient());
    expect(await confirmationsTo(email)).toHaveLength(allowed + 1);
  });

  it("sends nothing once the client's mail to an unproven address is used up, with the same answer", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "mailed-enough@example.com";
    const client = nextClient();
    const db = await getDb();
    for (let i = 0; i < MAIL_LIMITS.unprovenPerPair.limit; i++) {
      await hitRateLimits(db, [unprovenMailLimit({ to: email, client })], clock.now());
    }

    const answer = await askForAlert(alertRequest(home.id, email), client);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Check your inbox to confirm the alert." });
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await alertRows(email)).toHaveLength(0);
  });

  it("adds no alert beyond 20 open confirmed ones for an address, with the same answer", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, stay.endDate);
    const email = "watcher@example.com";
    const db = await getDb();
    await db.insert(availabilityAlerts).values(
      Array.from({ length: ALERT_LIMITS.confirmedPerAddress }, (_, week) => ({
        propertyId: home.id,
        checkIn: addDays(stay.startDate, 7 * (week + 1)),
        checkOut: addDays(stay.endDate, 7 * (week + 1)),
        guests: 2,
        email,
        confirmationToken: `confirm-${week}-${"c".repeat(24)}`,
        unsubscribeToken: `leave-${week}-${"u".repeat(24)}`,
        confirmedAt: new Date(),
      })),
    );

    const answer = await askForAlert(alertRequest(home.id, email));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Check your inbox to confirm the alert." });
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await alertRows(email)).toHaveLength(ALERT_LIMITS.confirmedPerAddress);

    // An alert that fired no longer counts: the address may ask again.
    await db
      .update(availabilityAlerts)
      .set({ firedAt: new Date() })
      .where(eq(availabilityAlerts.confirmationToken, `confirm-0-${"c".repeat(24)}`));
    await askForAlert(alertRequest(home.id, email));
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it("lets no stranger fill an address's alerts: after 21 requests from 7 clients its owner's own request is still mailed", async () => {
    const home = await createProperty();
    const weeks = 3 * 7 + 1;
    await holdDates(home.id, stay.startDate, addDays(stay.endDate, 7 * weeks));
    const victim = "victim@example.com";
    const week = (n: number) => ({
      startDate: addDays(stay.startDate, 7 * n),
      endDate: addDays(stay.endDate, 7 * n),
    });
    for (let client = 0; client < 7; client++) {
      const stranger = nextClient();
      for (let n = client * 3; n < client * 3 + 3; n++) {
        expect((await askForAlert(alertRequest(home.id, victim, week(n)), stranger)).status).toBe(
          200,
        );
      }
    }
    const mailedToStrangers = (await confirmationsTo(victim)).length;

    const own = await askForAlert(alertRequest(home.id, victim, week(weeks - 1)), nextClient());
    expect(own.body).toEqual({ message: "Check your inbox to confirm the alert." });
    expect(await confirmationsTo(victim)).toHaveLength(mailedToStrangers + 1);
    const confirmed = await confirmAlert(await confirmationTokenFor(victim), "en");
    expect(confirmed).toMatchObject({ checkIn: week(weeks - 1).startDate, open: true });
  });

  it("lets a stranger on one client mail an address at most 3 confirmations a day, however many stays it names, and keeps no more alerts than it mailed", async () => {
    const home = await createProperty();
    await holdDates(home.id, stay.startDate, addDays(stay.endDate, 7 * 10));
    const email = "bombed@example.com";
    const stranger = nextClient();
    const start = Date.now();
    clock.now = () => new Date(start);
    for (let n = 0; n < ALERT_LIMITS.perIp.limit; n++) {
      const week = {
        startDate: addDays(stay.startDate, 7 * n),
        endDate: addDays(stay.endDate, 7 * n),
      };
      expect((await askForAlert(alertRequest(home.id, email, week), stranger)).status).toBe(200);
    }
    const allowed = ALERT_LIMITS.confirmationsPerPair.limit;
    expect(await confirmationsTo(email)).toHaveLength(allowed);
    expect(await alertRows(email)).toHaveLength(allowed);

    // A day later the stranger's alerts are gone unconfirmed and nothing was sent beyond them.
    clock.now = () => new Date(start + 24 * 60 * 60_000 + 1);
    await purgeExpiredPersonalData();
    await fireAvailabilityAlerts();
    expect(await alertRows(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(allowed);
  });
});
