import pg from "pg";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../tests/support/dates";
import { generateHomes } from "./data-generator";
import { closedLoop } from "./lib/load";
import { round } from "./lib/stats";

export interface ContentionFigures {
  attempts: number;
  clients: number;
  homes: number;
  seconds: number;
  attemptsPerSecond: number;
  bookingsMade: number;
  refused409: number;
  otherAnswers: Record<string, number>;
  /** Homes whose contested stay went to exactly one attempt; should equal `homes`. */
  homesWithOneWinner: number;
  /** Pairs of holds of one home that share a night, found by SQL; must be 0. */
  overlappingHolds: number;
}

const HOMES = 25;
const ATTEMPTS = 500;
const CLIENTS = 100;
/** Numbers of the generated contention homes, clear of the growth homes. */
const FIRST_HOME = 900_000;

/**
 * 500 attempts from 100 concurrent clients at 25 homes. Every attempt asks for one of four stays
 * that all include the same Saturday night (Fri-Mon, Fri-Fri, Mon-Mon, Mon-Fri of the next week),
 * so each home's attempts all conflict and exactly one may win.
 */
export async function measureContention(
  appUrl: string,
  databaseUrl: string,
): Promise<ContentionFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await generateHomes(client, {
      from: FIRST_HOME,
      to: FIRST_HOME + HOMES,
      withBookings: false,
      namePrefix: "Contested Home",
    });
    const { rows: homes } = await client.query<{ id: string }>(
      `SELECT id FROM properties WHERE name LIKE 'Contested Home %' ORDER BY name`,
    );
    const friday = upcoming(FRIDAY, 140);
    const monday = addDays(friday, -4);
    const variants = [
      [friday, addDays(friday, 3)],
      [friday, addDays(friday, 7)],
      [monday, addDays(monday, 7)],
      [monday, addDays(friday, 7)],
    ] as const;
    const bodies = Array.from({ length: ATTEMPTS }, (_, attempt) => {
      const [startDate, endDate] = variants[Math.floor(attempt / HOMES) % variants.length]!;
      return JSON.stringify({
        propertyId: homes[attempt % HOMES]!.id,
        startDate,
        endDate,
        guestCount: 2,
        guestName: "Contending Guest",
        guestEmail: `contender+${attempt}@example.com`,
      });
    });
    let next = 0;
    const started = performance.now();
    const run = await closedLoop({
      url: `${appUrl}/api/public/bookings`,
      connections: CLIENTS,
      amount: ATTEMPTS,
      method: "POST",
      headers: { "content-type": "application/json" },
      nextBody: () => bodies[next++ % bodies.length]!,
    });
    const seconds = (performance.now() - started) / 1000;

    const { rows: winners } = await client.query<{ bookings: string }>(
      `SELECT count(b.id) AS bookings FROM properties p
       LEFT JOIN bookings b ON b.property_id = p.id
       WHERE p.name LIKE 'Contested Home %' GROUP BY p.id`,
    );
    const { rows: overlaps } = await client.query<{ pairs: string }>(
      `SELECT count(*) AS pairs FROM stay_holds a JOIN stay_holds b
         ON a.property_id = b.property_id AND a.id < b.id AND a.stay && b.stay`,
    );
    const { "201": made = 0, "409": refused = 0, ...otherAnswers } = run.statusCounts;
    return {
      attempts: run.requests,
      clients: CLIENTS,
      homes: HOMES,
      seconds: round(seconds, 2),
      attemptsPerSecond: round(run.requests / seconds, 0),
      bookingsMade: made,
      refused409: refused,
      otherAnswers,
      homesWithOneWinner: winners.filter((row) => Number(row.bookings) === 1).length,
      overlappingHolds: Number(overlaps[0]?.pairs ?? 0),
    };
  } finally {
    await client.end();
  }
}
