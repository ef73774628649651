import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { bookingRequest, postJson } from "../support/bookings";
import { isErrorShape, observe, sleep, type Observed } from "../support/http-client";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres";
import { catalogue, freeStays } from "../support/stays";

let cluster: PostgresCluster;
let app: AppInstance;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  // The booking client here is this one test process: its requests are the load, not an abuse.
  app = await startApp({ DATABASE_URL: cluster.adminUrl, BOOKING_REQUESTS_PER_HOUR: "100000" });
});

afterAll(async () => {
  await app?.stop();
  await cluster?.stop();
});

describe("PostgreSQL stops for 10 seconds under load", () => {
  it("answers 503 in the error shape while it is down, never hangs or leaks, and recovers by itself", async () => {
    const properties = await catalogue(app.url);
    const stays = freeStays(properties);
    const home = properties[0]!;
    const readPaths = [
      "/api/public/properties",
      `/api/public/properties/${home.id}`,
      `/api/public/properties/${home.id}/availability?startDate=${stays[0]!.startDate}&endDate=${stays[0]!.endDate}`,
      "/properties",
      `/properties/${home.id}`,
    ];
    const seen: (Observed & { what: string })[] = [];
    let nextStay = 1;
    let running = true;
    // Four clients: one books distinct stays, three read pages and API answers in turn.
    const client = async (index: number) => {
      for (let turn = 0; running; turn++) {
        if (index === 0) {
          const stay = stays[nextStay]!;
          // A guest each: one client's mail to one address is limited (docs/decisions/0020).
          const guestEmail = `outage-${nextStay++}@example.com`;
          const answer = await observe(
            `${app.url}/api/public/bookings`,
            postJson(bookingRequest(stay.propertyId, { ...stay, guestEmail })),
          );
          seen.push({ ...answer, what: "POST /api/public/bookings" });
        } else {
          const path = readPaths[(turn + index) % readPaths.length]!;
          seen.push({ ...(await observe(`${app.url}${path}`)), what: `GET ${path}` });
        }
        await sleep(50);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));

    await sleep(2_000);
    cluster.halt();
    const downAt = Date.now();
    await sleep(3_000);
    const healthWhileDown = await observe(`${app.url}/api/health`);
    const bookingWhileDown = await observe(
      `${app.url}/api/public/bookings`,
      postJson(bookingRequest(stays[900]!.propertyId, stays[900]!)),
    );
    await sleep(7_000);
    cluster.resume();
    const upAt = Date.now();

    let recoveredAt: number | null = null;
    while (recoveredAt === null && Date.now() - upAt < 30_000) {
      const health = await observe(`${app.url}/api/health`);
      const page = await observe(`${app.url}/properties`);
      if (health.status === 200 && page.status === 200) recoveredAt = Date.now();
      else await sleep(250);
    }
    await sleep(2_000);
    running = false;
    await load;

    expect(healthWhileDown.status).toBe(503);
    expect(healthWhileDown.body).toMatchObject({ database: { status: "down" } });
    expect(bookingWhileDown.status).toBe(503);
    expect(bookingWhileDown.body).toMatchObject({
      error: "The service is temporarily unavailable",
      code: "SERVICE_UNAVAILABLE",
    });
    expect(bookingWhileDown.headers?.get("retry-after")).toBe("5");
    expect(recoveredAt, "health reports the database up again").not.toBeNull();

    const during = seen.filter((answer) => answer.at >= downAt && answer.at < upAt);
    const counts: Record<string, number> = {};
    for (const answer of during) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    console.info(
      `database outage: ${during.length} answers while down ${JSON.stringify(counts)}, slowest ` +
        `${Math.max(...seen.map((a) => a.ms))} ms, healthy ${((recoveredAt ?? NaN) - upAt) / 1000} s after restart`,
    );
    expect(during.length).toBeGreaterThan(10);
    // No request waits for the database longer than the pool's connection timeout and a margin.
    const kinds = (answers: typeof seen) => [...new Set(answers.map((answer) => answer.what))];
    expect(kinds(seen.filter((answer) => answer.status === "no answer"))).toEqual([]);
    expect(Math.max(...seen.map((answer) => answer.ms))).toBeLessThan(10_000);
    const api = seen.filter((answer) => answer.what.includes("/api/"));
    expect(kinds(api.filter((answer) => answer.status === 500))).toEqual([]);
    for (const answer of api.filter((a) => a.status !== 200 && a.status !== 201)) {
      expect([409, 503], answer.what).toContain(answer.status);
      expect(isErrorShape(answer.body), answer.text).toBe(true);
    }
    // The first page to find the database gone fails in Next.js, which answers 500 with an
    // error document that carries only a digest; from then on pages answer 503 at once, with a
    // page that says so, until the database is back.
    const pages = seen.filter((a) => !a.what.includes("/api/") && a.status !== 200);
    for (const answer of pages) {
      expect([500, 503], answer.what).toContain(answer.status);
      if (answer.status === 500) expect(answer.text).toContain('id="__next_error__"');
      else {
        expect(answer.text).toContain("Our booking system is briefly unavailable.");
        expect(answer.headers?.get("retry-after")).toBe("5");
      }
    }
    expect(pages.filter((answer) => answer.status === 503).length).toBeGreaterThan(
      pages.filter((answer) => answer.status === 500).length,
    );
    for (const answer of seen) {
      const leak =
        /ECONNREFUSED|Connection terminated|\bat \S+ \(|node_modules|terminating connection/;
      expect(leak.test(answer.text), `${answer.what} leaks internals`).toBe(false);
    }

    // Once it is back, bookings and reads work without a restart.
    const after = seen.filter((answer) => answer.at > (recoveredAt ?? Infinity));
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    const stay = stays[901]!;
    const booking = await observe(
      `${app.url}/api/public/bookings`,
      postJson(bookingRequest(stay.propertyId, stay)),
    );
    expect(booking.status).toBe(201);
  });
});
