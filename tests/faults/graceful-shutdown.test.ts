import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { observe, sleep } from "../support/http-client";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres";

const message = {
  name: "Jonas Peeters",
  email: "jonas@example.com",
  subject: "Late arrival",
  message: "We will arrive around nine in the evening. Is that all right?",
};

/**
 * Starts a contact message whose body is still arriving when the server is told to stop: the
 * request is in flight. Resolves with the status the client finally gets.
 */
function slowContactMessage(app: AppInstance): { sendRest(): void; status: Promise<number> } {
  const body = JSON.stringify(message);
  const request = http.request(`${app.url}/api/public/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 20));
  return { sendRest: () => request.end(body.slice(20)), status };
}

async function stopsGracefully(app: AppInstance) {
  await observe(`${app.url}/properties`);
  const inFlight = slowContactMessage(app);
  await sleep(300);
  const signalledAt = Date.now();
  app.signal("SIGTERM");
  await sleep(500);
  const newcomer = await observe(`${app.url}/api/health`, {}, 2_000);
  inFlight.sendRest();
  const status = await inFlight.status;
  const exit = await app.exited;
  return { status, exit, newcomer, seconds: (Date.now() - signalledAt) / 1000 };
}

describe("SIGTERM", () => {
  let cluster: PostgresCluster;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ardennes-shutdown-"));

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });

  afterAll(async () => {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("on PostgreSQL: stops taking requests, answers the one in flight, closes the pool and exits 0 within 10 s", async () => {
    const app = await startApp({ DATABASE_URL: cluster.adminUrl });
    const result = await stopsGracefully(app);
    console.info(
      `graceful shutdown on PostgreSQL: exit ${result.exit.code} after ${result.seconds} s`,
    );

    expect(result.status).toBe(201);
    expect(result.newcomer.status).toBe("no answer");
    expect(result.exit).toEqual({ code: 0, signal: null });
    expect(result.seconds).toBeLessThan(10);
    const client = new pg.Client({ connectionString: cluster.adminUrl });
    await client.connect();
    try {
      const stored = await client.query(
        "SELECT count(*)::int AS count FROM contact_messages WHERE email = $1",
        [message.email],
      );
      expect(stored.rows[0]).toEqual({ count: 1 });
      // The pool and the read cache's listener said goodbye: no session of the app is left.
      const sessions = await client.query(
        "SELECT count(*)::int AS count FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      expect(sessions.rows[0]).toEqual({ count: 0 });
    } finally {
      await client.end();
    }
  });

  it("on PGlite: exits 0 within 10 s with its files closed, and a restart finds the message", async () => {
    const app = await startApp({ DATA_DIR: dataDir });
    const result = await stopsGracefully(app);
    console.info(`graceful shutdown on PGlite: exit ${result.exit.code} after ${result.seconds} s`);

    expect(result.status).toBe(201);
    expect(result.exit).toEqual({ code: 0, signal: null });
    expect(result.seconds).toBeLessThan(10);
    const again = await startApp({ DATA_DIR: dataDir });
    try {
      // The dev mailbox lists the outbox, where the message went in the same transaction.
      const mailbox = await observe(`${again.url}/dev/mail`);
      expect(mailbox.text).toContain("Contact form: Late arrival");
    } finally {
      await again.stop();
    }
  });
});
