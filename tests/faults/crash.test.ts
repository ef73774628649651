import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { bookingRequest, postJson } from "../support/bookings";
import { observe, sleep } from "../support/http-client";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { catalogue, freeStays } from "../support/stays";

let cluster: PostgresCluster;
let smtp: TestSmtp;
let database: pg.Pool;
let app: AppInstance;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  smtp = await startTestSmtp();
  database = new pg.Pool({ connectionString: cluster.adminUrl, max: 4 });
});

afterAll(async () => {
  await app?.stop();
  await database?.end().catch(() => undefined);
  await smtp?.close();
  await cluster?.stop();
});

const settings = () => ({
  DATABASE_URL: cluster.adminUrl,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  // Every guest here is this one test process: its bookings are the load, not an abuse.
  BOOKING_REQUESTS_PER_HOUR: "100000",
});

/** A guest of their own for each stay: one address may hold only 3 unpaid bookings. */
const guestOf = (stay: { propertyId: string; startDate: string }) =>
  `crash-${stay.propertyId.slice(0, 8)}-${stay.startDate}@example.com`;

async function count(query: string): Promise<number> {
  const result = await database.query<{ count: number }>(query);
  return result.rows[0]?.count ?? -1;
}

/** The outbox id in a delivered message's Message-ID header. */
function outboxIdOf(raw: string): string | undefined {
  return /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1];
}

describe("the app is killed (SIGKILL) in the middle of bookings and payments", () => {
  it("keeps every answered booking with its quote, leaves nothing half-written, delivers each mail and converges the webhooks", async () => {
    app = await startApp(settings());
    const stays = freeStays(await catalogue(app.url));
    const answered = new Map<string, unknown>();
    /** Payments the provider settled as paid; their webhook must eventually be answered 200. */
    const unnotified = new Set<string>();
    let nextStay = 0;
    let running = true;

    const notify = async (paymentId: string) => {
      const answer = await observe(`${app.url}/api/public/payments/webhook`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id: paymentId }).toString(),
      });
      if (answer.status === 200) unnotified.delete(paymentId);
    };

    // A guest books; every other one pays at once. The provider's side is the sandbox table,
    // which the test settles itself: it is the outside world, and it survives our crash.
    const guest = async () => {
      // Bounded in count as well as time: at most 150 bookings, whatever the machine's speed.
      while (running && nextStay < 150) {
        const stay = stays[nextStay++]!;
        const book = () =>
          observe(
            `${app.url}/api/public/bookings`,
            postJson(bookingRequest(stay.propertyId, { ...stay, guestEmail: guestOf(stay) }), {
              "idempotency-key": `crash-${stay.propertyId}-${stay.startDate}`,
            }),
          );
        let created = await book();
        // While the app is down, the guest asks again, as its idempotency key allows.
        while (running && created.status === "no answer") {
          await sleep(100);
          created = await book();
        }
        if (created.status !== 201) continue;
        const booking = created.body as { id: string; pricing: unknown };
        answered.set(booking.id, booking.pricing);
        if (nextStay % 2 === 0) continue;
        const started = await observe(`${app.url}/api/public/payments/start/${booking.id}`, {
          method: "POST",
        });
        if (started.status !== 200) continue;
        const paymentId = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").pop()!;
        await database.query("UPDATE sandbox_payments SET status = 'paid' WHERE id = $1", [
          paymentId,
        ]);
        unnotified.add(paymentId);
        await notify(paymentId);
      }
    };

    const guests = Promise.all([1, 2, 3, 4].map(guest));
    /** Waits until `count` bookings were answered, for at most 30 s on any machine. */
    const answeredAtLeast = async (count: number) => {
      for (const deadline = Date.now() + 30_000; answered.size < count && Date.now() < deadline;) {
        await sleep(50);
      }
    };
    // Killed once some bookings and payments are through, with more arriving.
    await answeredAtLeast(40);
    const beforeKill = answered.size;
    const killedAt = Date.now();
    app.signal("SIGKILL");
    const killed = await app.exited;
    await sleep(1_000);
    app = await startApp(settings(), { port: app.port });
    // Bookings go on against the restarted app for a while.
    await answeredAtLeast(beforeKill + 20);
    running = false;
    await guests;

    // The provider retries its webhooks, as Mollie does, until they are answered.
    for (let round = 0; unnotified.size > 0 && round < 20; round++) {
      await Promise.all([...unnotified].map(notify));
      if (unnotified.size > 0) await sleep(500);
    }

    // A mail claimed when the process died waits for its lease to run out, 45 s after the claim
    // (LEASE_MS, src/features/mail/outbox.server.ts). The test lets that time pass for those
    // leases, taken before the kill, instead of waiting it out; a lease that ran longer would
    // keep its mail from going out below.
    await database.query(
      `UPDATE outbox_emails SET locked_until = now()
        WHERE status = 'pending' AND locked_until BETWEEN now() AND $1`,
      [new Date(killedAt + 45_000)],
    );

    /** Waits, 60 s at most, until everything in the outbox has gone out; what is still due. */
    const allSent = async () => {
      let due = -1;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(500)) {
        due = await count(
          "SELECT count(*)::int AS count FROM outbox_emails WHERE status <> 'sent'",
        );
        if (due === 0) break;
      }
      return due;
    };
    /** How often the SMTP server received each outbox row's mail. */
    const deliveries = () => {
      const times = new Map<string, number>();
      for (const raw of smtp.messages) {
        const id = outboxIdOf(raw);
        if (id) times.set(id, (times.get(id) ?? 0) + 1);
      }
      return times;
    };

    // Everything in the outbox goes out.
    await allSent();
    const duplicates = deliveries();
    const repeated = [...duplicates.values()].filter((times) => times > 1).length;
    console.info(
      `crash: ${beforeKill} bookings answered before the kill, ${answered.size} in all; ` +
        `${smtp.messages.length} mails delivered for ${duplicates.size} outbox rows, ${repeated} repeated`,
    );

    expect(killed.signal).toBe("SIGKILL");
    expect(beforeKill).toBeGreaterThan(0);
    expect(answered.size).toBeGreaterThan(beforeKill);
    expect(unnotified.size, "webhooks still failing after retries").toBe(0);

    // Every booking answered 201 is there, with the quote the guest was shown.
    for (const [id, pricing] of answered) {
      const stored = await observe(`${app.url}/api/public/bookings/${id}`);
      expect(stored.status, id).toBe(200);
      expect((stored.body as { pricing: unknown }).pricing).toEqual(pricing);
    }
    // Nothing half-written: a booking has its hold (or was released) and its 'received' mail;
    // a paid payment's booking is approved with its confirmation mail.
    expect(
      await count(`SELECT count(*)::int AS count FROM bookings b
        WHERE b.status IN ('pending', 'payment_pending', 'approved')
          AND NOT EXISTS (SELECT 1 FROM stay_holds h WHERE h.booking_id = b.id)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS count FROM bookings b WHERE NOT EXISTS (
        SELECT 1 FROM outbox_emails o WHERE o.to_address = b.guest_email
          AND o.subject LIKE 'We received your booking request:%'
          AND o.html_body LIKE '%' || b.id || '%')`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS count FROM payments p JOIN bookings b ON b.id = p.booking_id
        WHERE p.status = 'paid' AND b.status <> 'approved'`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS count FROM sandbox_payments s
        LEFT JOIN payments p ON p.provider_payment_id = s.id
        WHERE s.status = 'paid' AND (p.status IS DISTINCT FROM 'paid')`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS count FROM bookings b WHERE b.status = 'approved'
        AND (SELECT count(*) FROM outbox_emails o WHERE o.subject LIKE 'Your booking is confirmed:%'
          AND o.html_body LIKE '%' || b.id || '%') <> 1`),
    ).toBe(0);

    // Each mail reached the SMTP server; only those being sent at the kill (one per sender, four)
    // may arrive twice, with the same Message-ID so the receiving side sees one message. Mails
    // made while the checks above ran (a confirmation the last webhook triggered) go out first:
    // the outbox and the mailbox are compared at one moment.
    expect(await allSent()).toBe(0);
    const sentIds = await database.query<{ id: string }>(
      "SELECT id FROM outbox_emails ORDER BY id",
    );
    const delivered = deliveries();
    const undelivered = sentIds.rows.filter((row) => !delivered.has(row.id)).map((row) => row.id);
    const unseen = await database.query(
      `SELECT id, subject, created_at, sent_at, attempts FROM outbox_emails WHERE id = ANY($1)`,
      [undelivered],
    );
    expect(undelivered, JSON.stringify(unseen.rows)).toEqual([]);
    expect([...delivered.keys()].sort()).toEqual(sentIds.rows.map((row) => row.id));
    expect([...delivered.values()].filter((times) => times > 1).length).toBeLessThanOrEqual(4);
  });
});
