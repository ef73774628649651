import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { bookingRequest, postJson } from "../support/bookings";
import { observe, sleep } from "../support/http-client";
import { freePort, startPostgresCluster, type PostgresCluster } from "../support/postgres";
import { decodeQuotedPrintable, startTestSmtp, type TestSmtp } from "../support/smtp";
import { catalogue, freeStays } from "../support/stays";

let cluster: PostgresCluster;
let app: AppInstance;
let smtp: TestSmtp | undefined;

beforeAll(async () => {
  cluster = await startPostgresCluster();
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await cluster?.stop();
});

describe("the mail server is down", () => {
  it("keeps the mails of bookings made meanwhile and delivers each once it is back", async () => {
    const smtpPort = await freePort();
    app = await startApp({
      DATABASE_URL: cluster.adminUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    const stays = freeStays(await catalogue(app.url)).slice(0, 5);
    const bookingIds: string[] = [];
    // A guest of their own for each stay: one address may hold only 3 unpaid bookings.
    for (const [n, stay] of stays.entries()) {
      const created = await observe(
        `${app.url}/api/public/bookings`,
        postJson(
          bookingRequest(stay.propertyId, { ...stay, guestEmail: `outage-${n}@example.com` }),
        ),
      );
      expect(created.status).toBe(201);
      bookingIds.push((created.body as { id: string }).id);
    }
    // Long enough for the sender to have tried and failed, connection refused, at least once.
    await sleep(3_000);
    const database = new pg.Client({ connectionString: cluster.adminUrl });
    await database.connect();
    const whileDown = await database.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM outbox_emails WHERE to_address LIKE 'outage-%@example.com'",
    );

    const backAt = Date.now();
    smtp = await startTestSmtp(smtpPort);
    // The first retry comes 15 s after a failure (src/features/mail/outbox.server.ts).
    const deadline = Date.now() + 40_000;
    while (smtp.messages.length < bookingIds.length && Date.now() < deadline) await sleep(500);
    const deliveredAfter = (Date.now() - backAt) / 1000;
    await sleep(2_000);
    const after = await database.query<{ status: string }>(
      "SELECT status FROM outbox_emails WHERE to_address LIKE 'outage-%@example.com'",
    );
    await database.end();
    console.info(
      `SMTP outage: ${whileDown.rows.length} mails waiting, delivered ${deliveredAfter} s after the server came back`,
    );

    expect(whileDown.rows).toHaveLength(bookingIds.length);
    expect(whileDown.rows.every((row) => row.status === "pending" && row.attempts >= 1)).toBe(true);
    expect(after.rows.every((row) => row.status === "sent")).toBe(true);
    expect(smtp.messages).toHaveLength(bookingIds.length);
    const read = smtp.messages.map(decodeQuotedPrintable);
    for (const id of bookingIds) {
      expect(read.filter((text) => text.includes(`/bookings/${id}`))).toHaveLength(1);
    }
  });
});
