/**
 * The back office at the size the owner issue names: 50 homes and 10,000 bookings (5,200 that
 * hold dates from a year ago to a year ahead, 4,800 cancelled), with the contact messages,
 * subscribers and activity rows a busy year leaves. Every owner page is read at a fixed rate
 * with an owner session, timed from when each request was due.
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "@/db/client";
import type { PostgresCluster } from "../tests/support/postgres";
import { startApp } from "../tests/support/app-process";
import { generateHomes } from "./data-generator";
import { createDatabase } from "./lib/database";
import { closedLoop, openLoop, type OpenLoopResult } from "./lib/load";

export interface OwnerPageRead extends OpenLoopResult {
  page: string;
  status: number;
}

export interface OwnerFigures {
  homes: number;
  bookings: number;
  pages: OwnerPageRead[];
}

const HOMES = 50;
const CANCELLED_PER_HOME = 96;
const OWNER = "bench-owner@bench.example";
/** Requests per second per page: far more than one owner clicks, enough for a p95. */
const RATE = 10;

/** Cancelled stays hold no nights, so they may lie on the same weeks as the held ones. */
async function addOwnerData(client: pg.Client): Promise<number> {
  const cancelled = await client.query(
    `INSERT INTO bookings (property_id, guest_name, guest_email, start_date, end_date,
       guest_count, status, quote, total_cents)
     SELECT b.property_id, 'Cancelled Guest', 'cancelled' || n || '@bench.example',
       b.start_date, b.end_date, 2, 'cancelled', b.quote, b.total_cents
     FROM (SELECT *, row_number() OVER (PARTITION BY property_id ORDER BY start_date) AS n
           FROM bookings) b
     WHERE b.n <= $1`,
    [CANCELLED_PER_HOME],
  );
  await client.query(
    `INSERT INTO contact_messages (name, email, subject, message, created_at)
     SELECT 'Visitor ' || g, 'visitor' || g || '@bench.example', 'Question ' || g,
       repeat('Is the home free for our family in spring? ', 5), now() - g * interval '3 hours'
     FROM generate_series(1, 500) g`,
  );
  await client.query(
    `INSERT INTO newsletter_subscriptions (email, unsubscribe_token, confirmation_token,
       subscribed_at, confirmed_at)
     SELECT 'reader' || g || '@bench.example', md5('u' || g), md5('c' || g),
       now() - g * interval '1 hour', now() - g * interval '1 hour'
     FROM generate_series(1, 2000) g`,
  );
  await client.query(
    `INSERT INTO owner_activity (at, actor_email, action, subject_kind, subject_id, before, after)
     SELECT now() - g * interval '20 minutes', $1, 'booking.approved', 'booking', b.id,
       '{"status":"paid"}', '{"status":"approved"}'
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS g FROM bookings) b
     WHERE b.g <= 10000`,
    [OWNER],
  );
  await client.query("VACUUM (ANALYZE)");
  return cancelled.rowCount ?? 0;
}

/** An owner session straight in the table, as a sign-in would leave it. */
async function ownerCookie(client: pg.Client): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await client.query(
    `INSERT INTO owner_sessions (email, token_hash, expires_at)
     VALUES ($1, $2, now() + interval '1 day')`,
    [OWNER, createHash("sha256").update(token).digest("hex")],
  );
  return `owner_session=${token}`;
}

export async function measureOwnerPages(
  cluster: PostgresCluster,
  seconds: number,
  progress: (line: string) => void,
): Promise<OwnerFigures> {
  const databaseUrl = await createDatabase(cluster.adminUrl, "bench_owner");
  const migrated = await openDatabase({ databaseUrl, dataDir: "memory://" });
  await migrated.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const generated = await generateHomes(client, { from: 0, to: HOMES });
    const cancelled = await addOwnerData(client);
    const bookings = generated.bookings + cancelled;
    progress(`${HOMES} homes and ${bookings} bookings generated; measuring the owner pages`);
    const cookie = await ownerCookie(client);
    const { rows } = await client.query<{ home: string; booking: string }>(
      `SELECT p.id AS home, b.id AS booking FROM properties p
       JOIN bookings b ON b.property_id = p.id AND b.status = 'approved'
       WHERE p.name = 'Bench Home 0' ORDER BY b.start_date DESC LIMIT 1`,
    );
    const { home, booking } = rows[0]!;
    const month = new Date().toISOString().slice(0, 7);
    const pages = [
      "/owner",
      "/owner/bookings",
      "/owner/bookings?status=approved&offset=500",
      `/owner/bookings/${booking}`,
      "/owner/homes",
      `/owner/homes/${home}`,
      `/owner/homes/${home}/photos`,
      `/owner/homes/${home}/calendar?month=${month}`,
      `/owner/calendar?month=${month}`,
      "/owner/messages",
      "/owner/subscribers",
      "/owner/activity",
      "/owner/security",
      // A year's report for every home and for one, with its charts' 24 months (issue 37).
      `/owner/reports?period=${month.slice(0, 4)}`,
      `/owner/reports?period=${month.slice(0, 4)}&home=${home}`,
    ];
    const app = await startApp({ DATABASE_URL: databaseUrl, OWNER_EMAIL: OWNER });
    const headers = { cookie };
    const measured: OwnerPageRead[] = [];
    try {
      for (const page of pages) {
        const url = `${app.url}${page}`;
        const first = await fetch(url, { headers, redirect: "manual" });
        await first.arrayBuffer();
        await closedLoop({ url, connections: 2, duration: 1, headers });
        measured.push({
          page,
          status: first.status,
          ...(await openLoop([url], RATE, seconds, headers)),
        });
      }
    } finally {
      await app.stop();
    }
    return { homes: HOMES, bookings, pages: measured };
  } finally {
    await client.end();
  }
}
