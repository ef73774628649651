import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { bookingRequest, postJson } from "../support/bookings";
import { observe, sleep } from "../support/http-client";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres";
import { decodeQuotedPrintable, startTestSmtp, type TestSmtp } from "../support/smtp";
import { catalogue, freeStays } from "../support/stays";

let cluster: PostgresCluster;
let smtp: TestSmtp;
let database: pg.Pool;
let instances: [AppInstance, AppInstance];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  smtp = await startTestSmtp();
  database = new pg.Pool({ connectionString: cluster.adminUrl, max: 2 });
  const settings = {
    DATABASE_URL: cluster.adminUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // As behind a load balancer, which appends each client's address.
    TRUSTED_PROXIES: "1",
  };
  // Started together: both migrate and seed the one database at once, as a rolling deploy would.
  instances = await Promise.all([startApp(settings), startApp(settings)]);
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((app) => app.stop()));
  await database?.end();
  await smtp?.close();
  await cluster?.stop();
});

/** The instance a load balancer would send request number `n` to. */
const instance = (n: number) => instances[n % 2]!;

let addresses = 0;
function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  // Each request from its own client address, so only the limit under test can refuse it.
  addresses += 1;
  return postJson(body, {
    "x-forwarded-for": `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`,
    ...headers,
  });
}

/** The code of the latest sign-in mail to an address, as it arrived: the outbox blanks it once sent. */
async function latestCodeFor(email: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const arrived = smtp.messages
      .map(decodeQuotedPrintable)
      .filter((message) => message.toLowerCase().includes(`to: ${email}`));
    const code = /Subject: Your sign-in code: (\d{6})/.exec(arrived.at(-1) ?? "")?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no sign-in code mailed to ${email}`);
}

async function count(query: string, values: unknown[] = []): Promise<number> {
  return (await database.query<{ count: number }>(query, values)).rows[0]?.count ?? -1;
}

describe("two instances on one PostgreSQL, clients spread over both", () => {
  it("seeds the catalogue once", async () => {
    expect(await count("SELECT count(*)::int AS count FROM properties")).toBe(12);
  });

  it("gives each contested stay to exactly one of the guests asking on either instance", async () => {
    const stays = freeStays(await catalogue(instances[0].url)).slice(0, 10);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        const stay = stays[n % stays.length]!;
        return observe(
          `${instance(n).url}/api/public/bookings`,
          post(bookingRequest(stay.propertyId, { ...stay, guestEmail: `racer-${n}@example.com` })),
        );
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(90);
    expect(
      await count(`SELECT count(*)::int AS count FROM stay_holds a JOIN stay_holds b
        ON a.property_id = b.property_id AND a.id < b.id AND a.stay && b.stay`),
    ).toBe(0);
  });

  it("holds the code limit of one address and client across instances", async () => {
    const statuses: (number | string)[] = [];
    for (let n = 0; n < 8; n++) {
      const answer = await observe(
        `${instance(n).url}/api/guest/booking/request-code`,
        postJson({ email: "limited@example.com" }, { "x-forwarded-for": "198.51.200.1" }),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("kills a code after 5 wrong tries, wherever they were made", async () => {
    const email = "five-tries@example.com";
    await observe(`${instance(0).url}/api/guest/booking/request-code`, post({ email }));
    const code = await latestCodeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let n = 0; n < 5; n++) {
      const answer = await observe(
        `${instance(n).url}/api/guest/booking/verify-code`,
        post({ email, code: wrong }),
      );
      expect(answer.status).toBe(400);
    }
    const right = await observe(
      `${instance(1).url}/api/guest/booking/verify-code`,
      post({ email, code }),
    );
    expect(right.status).toBe(400);
  });

  it("keeps a session made on one instance valid on the other, and its logout too", async () => {
    const email = "roaming@example.com";
    await observe(`${instance(0).url}/api/guest/booking/request-code`, post({ email }));
    const signedIn = await observe(
      `${instance(1).url}/api/guest/booking/verify-code`,
      post({ email, code: await latestCodeFor(email), name: "Roos Janssens" }),
    );
    expect(signedIn.status).toBe(200);
    const auth = { authorization: `Bearer ${(signedIn.body as { token: string }).token}` };
    const profile = await observe(`${instance(0).url}/api/guest/profile`, { headers: auth });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, name: "Roos Janssens" });
    const logout = await observe(`${instance(0).url}/api/guest/logout`, {
      method: "POST",
      headers: auth,
    });
    expect(logout.status).toBe(200);
    expect((await observe(`${instance(1).url}/api/guest/profile`, { headers: auth })).status).toBe(
      401,
    );
  });

  it("expires each unpaid hold once and sends each mail once, with both instances' jobs running", async () => {
    const stays = freeStays(await catalogue(instances[0].url)).slice(200, 206);
    const ids: string[] = [];
    for (const [n, stay] of stays.entries()) {
      const created = await observe(
        `${instance(n).url}/api/public/bookings`,
        post(bookingRequest(stay.propertyId, { ...stay, guestEmail: `late-${n}@example.com` })),
      );
      expect(created.status).toBe(201);
      ids.push((created.body as { id: string }).id);
    }
    await database.query(
      "UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = ANY($1)",
      [ids],
    );
    // Hold expiry runs every 30 s on each instance; wait until both have had a turn.
    const deadline = Date.now() + 75_000;
    let pending = -1;
    while (Date.now() < deadline) {
      const released = await count(
        "SELECT count(*)::int AS count FROM bookings WHERE id = ANY($1) AND status = 'cancelled'",
        [ids],
      );
      pending = await count(
        "SELECT count(*)::int AS count FROM outbox_emails WHERE status <> 'sent'",
      );
      if (released === ids.length && pending === 0) break;
      await sleep(1_000);
    }
    await sleep(32_000);

    expect(
      await count(
        "SELECT count(*)::int AS count FROM bookings WHERE id = ANY($1) AND status = 'cancelled'",
        [ids],
      ),
    ).toBe(ids.length);
    expect(
      await count(
        `SELECT count(*)::int AS count FROM outbox_emails
          WHERE subject LIKE 'Your booking has expired:%' AND to_address LIKE 'late-%'`,
      ),
    ).toBe(ids.length);
    expect(pending).toBe(0);
    // Every mail either instance sent, for every test above, reached the server once.
    const delivered = smtp.messages.map((raw) => /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1]);
    const rows = await database.query<{ id: string }>("SELECT id FROM outbox_emails");
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered.sort()).toEqual(rows.rows.map((row) => row.id).sort());
  });
});
