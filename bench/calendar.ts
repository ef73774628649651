/**
 * The calendar address channels poll (issue 18, decision 0035): one home with 200 stays to come
 * (bookings, owner blocks and stays imported from another channel) and 100 that ended, read as
 * a channel reads it, whole and then with the ETag of its last answer.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { openDatabase } from "@/db/client";
import { homeOwnRule, quoteStay } from "@/features/pricing";
import type { PostgresCluster } from "../tests/support/postgres";
import { startApp } from "../tests/support/app-process";
import { CONNECTIONS } from "./api";
import { generateHomes } from "./data-generator";
import { createDatabase } from "./lib/database";
import { closedLoop, type LoadResult } from "./lib/load";

/** A closed-loop run and how many of its answers were not the one expected. */
export interface CalendarRead extends Omit<LoadResult, "failures"> {
  expectedStatus: number;
  /** Answers with another status, connection errors and timeouts. */
  errors: number;
}

export interface CalendarFigures {
  /** Holds that have not ended, by what stands behind them; the calendar lists these. */
  holds: { bookings: number; blocks: number; imported: number };
  /** Holds that ended before yesterday, which the calendar leaves out. */
  pastHolds: number;
  /** VEVENTs in the calendar, and its size as autocannon reads it and gzipped. */
  events: number;
  bodyBytes: number;
  gzipBytes: number;
  etag: string;
  /** Whole answers: no If-None-Match. */
  full: CalendarRead;
  /** If-None-Match with the current ETag. */
  conditional: CalendarRead;
}

const FUTURE_HOLDS = 200;
const PAST_HOLDS = 100;

/**
 * Stay i (0..199) starts tomorrow + 4i and lasts 2 or 3 nights; i % 4 says what holds it: 0 and
 * 1 a booking, 2 an owner block, 3 a stay imported from a channel's feed. The 100 past stays are
 * bookings of 2 nights that ended at least two days ago.
 */
const STAYS = `
  SELECT i, current_date + 1 + 4 * i AS start_date, current_date + 3 + 4 * i + i % 2 AS end_date,
    (ARRAY['booking', 'booking', 'block', 'import'])[1 + i % 4] AS kind
  FROM generate_series(0, ${FUTURE_HOLDS - 1}) i
  UNION ALL
  SELECT -k, current_date - 4 - 4 * k, current_date - 2 - 4 * k, 'booking'
  FROM generate_series(1, ${PAST_HOLDS}) k`;

async function addHolds(client: pg.Client, home: string): Promise<CalendarFigures["holds"]> {
  const quote = quoteStay(
    {
      pricePerNightCents: 12000,
      supplementPerPersonCents: null,
      touristTax: homeOwnRule(250),
      cleaningFeeCents: 6000,
      serviceFeeCents: 4500,
      extras: [],
    },
    // Any two nights: the stored quote is only there to be read.
    { checkIn: "2027-01-04", checkOut: "2027-01-06", guests: 2 },
  );
  await client.query("BEGIN");
  try {
    const bookings = await client.query(
      `WITH stays AS (${STAYS}), inserted AS (
         INSERT INTO bookings (property_id, guest_name, guest_email, start_date, end_date,
           guest_count, status, quote, total_cents, payment_confirmed_at)
         SELECT $1, 'Calendar Guest', 'calendar' || i || '@bench.example', start_date, end_date,
           2, 'approved', $2::jsonb, $3, now()
         FROM stays WHERE kind = 'booking'
         RETURNING id, property_id, start_date, end_date
       )
       INSERT INTO stay_holds (property_id, booking_id, stay)
       SELECT property_id, id, daterange(start_date, end_date, '[)') FROM inserted`,
      [home, JSON.stringify(quote), quote.summary.totalPrice],
    );
    const blocks = await client.query(
      `WITH stays AS (${STAYS}), inserted AS (
         INSERT INTO owner_blocks (property_id, start_date, end_date, reason)
         SELECT $1, start_date, end_date, 'Family visit' FROM stays WHERE kind = 'block'
         RETURNING id, property_id, start_date, end_date
       )
       INSERT INTO stay_holds (property_id, owner_block_id, stay)
       SELECT property_id, id, daterange(start_date, end_date, '[)') FROM inserted`,
      [home],
    );
    const feed = await client.query<{ id: string }>(
      `INSERT INTO calendar_feeds (property_id, label, url, export_token)
       VALUES ($1, 'Airbnb', 'https://airbnb.example/calendar/bench.ics', $2) RETURNING id`,
      [home, randomBytes(16).toString("base64url")],
    );
    const imported = await client.query(
      `WITH stays AS (${STAYS}), inserted AS (
         INSERT INTO imported_stays (feed_id, property_id, uid, start_date, end_date, holds_nights)
         SELECT $1, $2, 'airbnb-' || i || '@airbnb.example', start_date, end_date, true
         FROM stays WHERE kind = 'import'
         RETURNING id, property_id, start_date, end_date
       )
       INSERT INTO stay_holds (property_id, imported_stay_id, stay)
       SELECT property_id, id, daterange(start_date, end_date, '[)') FROM inserted`,
      [feed.rows[0]!.id, home],
    );
    await client.query("COMMIT");
    return {
      bookings: (bookings.rowCount ?? 0) - PAST_HOLDS,
      blocks: blocks.rowCount ?? 0,
      imported: imported.rowCount ?? 0,
    };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/** The size of the answer to a client that asks for gzip, as channels' fetchers do. */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          response.headers["content-encoding"] === "gzip"
            ? resolve(bytes)
            : reject(new Error(`GET ${url} with gzip came back unencoded`)),
        );
      })
      .on("error", reject);
  });
}

/** A run's answers against the one status every answer should have had. */
function checked({ failures, ...run }: LoadResult, expectedStatus: number): CalendarRead {
  const outside2xx = Object.entries(run.statusCounts)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  // closedLoop counts answers outside 2xx, connection errors and timeouts as failures.
  const unanswered = failures - outside2xx;
  const other = run.requests - (run.statusCounts[expectedStatus] ?? 0);
  return { ...run, expectedStatus, errors: other + unanswered };
}

export async function measureCalendarExport(
  cluster: PostgresCluster,
  seconds: number,
  progress: (line: string) => void,
): Promise<CalendarFigures> {
  const databaseUrl = await createDatabase(cluster.adminUrl, "bench_calendar");
  const migrated = await openDatabase({ databaseUrl, dataDir: "memory://" });
  await migrated.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let holds: CalendarFigures["holds"];
  const token = randomBytes(16).toString("base64url");
  try {
    await generateHomes(client, { from: 0, to: 1, withBookings: false });
    const { rows } = await client.query<{ id: string }>(
      `UPDATE properties SET calendar_token = $1 WHERE name = 'Bench Home 0' RETURNING id`,
      [token],
    );
    holds = await addHolds(client, rows[0]!.id);
    await client.query("VACUUM (ANALYZE)");
  } finally {
    await client.end();
  }
  progress(
    `One home with ${FUTURE_HOLDS} holds to come and ${PAST_HOLDS} past; measuring its calendar`,
  );
  const app = await startApp({ DATABASE_URL: databaseUrl });
  try {
    const url = `${app.url}/api/ical/${token}.ics`;
    // fetch asks for gzip and unpacks it; the length is the text's, as autocannon receives it.
    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get("etag");
    if (first.status !== 200 || !etag) {
      throw new Error(`GET the calendar answered ${first.status} (ETag ${etag})`);
    }
    const again = await fetch(url, { headers: { "if-none-match": etag } });
    await again.arrayBuffer();
    if (again.status !== 304) throw new Error(`If-None-Match answered ${again.status}, not 304`);
    const events = body.match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0;
    const gzipBytes = await gzipSize(url);
    const conditionalHeaders = { "if-none-match": etag };
    await closedLoop({ url, connections: 10, duration: 1 });
    await closedLoop({ url, connections: 10, duration: 1, headers: conditionalHeaders });
    const full = checked(
      await closedLoop({ url, connections: CONNECTIONS, duration: seconds }),
      200,
    );
    const conditional = checked(
      await closedLoop({
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: conditionalHeaders,
      }),
      304,
    );
    return {
      holds,
      pastHolds: PAST_HOLDS,
      events,
      bodyBytes: Buffer.byteLength(body),
      gzipBytes,
      etag,
      full,
      conditional,
    };
  } finally {
    await app.stop();
  }
}
