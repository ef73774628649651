import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { guestSessions } from "@/db/schema";
import { SESSION_TOUCH_INTERVAL_MS } from "@/features/auth/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { bearer, signInAs } from "../support/auth";
import { call } from "../support/routes";

/** Sessions end after SESSION_IDLE_DAYS without use, and all at once on request (issue 15). */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const DAY_MS = 24 * 60 * 60_000;

/** Moves the clock to `ms` after `start`. */
function at(start: number, ms: number): void {
  clock.now = () => new Date(start + ms);
}

const profile = (token: string) => call("GET", "/api/guest/profile", bearer(token));
const signOutEverywhere = (token: string) =>
  call("POST", "/api/guest/logout-all", bearer(token, { method: "POST" }));

async function lastUsedAt(guestId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select().from(guestSessions).where(eq(guestSessions.guestId, guestId));
  return rows.map((row) => row.lastUsedAt.getTime());
}

describe("a session left unused", () => {
  it("ends after 14 days without use, though its 30-day lifetime has not run out", async () => {
    expect(getConfig().SESSION_IDLE_DAYS).toBe(14);
    const start = Date.now();
    at(start, 0);
    const used = await signInAs("idle@example.com");
    const unused = await signInAs("idle@example.com");

    at(start, 14 * DAY_MS - 60_000);
    expect((await profile(used.token)).status).toBe(200);
    at(start, 14 * DAY_MS);
    const idle = await profile(unused.token);
    // Counted from the last use, not from the sign-in.
    at(start, 28 * DAY_MS - 120_000);
    expect((await profile(used.token)).status).toBe(200);

    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ error: "Please sign in again", code: "UNAUTHORIZED" });
  });

  it("stays ended once it has timed out, even for a request that comes back within a day", async () => {
    const start = Date.now();
    at(start, 0);
    const { token } = await signInAs("lapsed@example.com");
    at(start, 15 * DAY_MS);
    expect((await profile(token)).status).toBe(401);
    at(start, 15 * DAY_MS + 60_000);
    expect((await profile(token)).status).toBe(401);
  });

  it("follows SESSION_IDLE_DAYS", async () => {
    const config = getConfig();
    const start = Date.now();
    at(start, 0);
    const { token } = await signInAs("short-idle@example.com");
    config.SESSION_IDLE_DAYS = 2;
    try {
      at(start, 2 * DAY_MS - 60_000);
      expect((await profile(token)).status).toBe(200);
      at(start, 4 * DAY_MS);
      expect((await profile(token)).status).toBe(401);
    } finally {
      config.SESSION_IDLE_DAYS = 14;
    }
  });

  it("records its use at most once every few minutes, so most reads write nothing", async () => {
    const start = Date.now();
    at(start, 0);
    const { token, guest } = await signInAs("touch@example.com");
    const signedIn = await lastUsedAt(guest.id);

    at(start, SESSION_TOUCH_INTERVAL_MS - 1_000);
    await profile(token);
    expect(await lastUsedAt(guest.id)).toEqual(signedIn);

    at(start, SESSION_TOUCH_INTERVAL_MS + 1_000);
    await profile(token);
    expect(await lastUsedAt(guest.id)).toEqual([start + SESSION_TOUCH_INTERVAL_MS + 1_000]);
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the guest, this one included, and no one else's", async () => {
    const laptop = await signInAs("everywhere@example.com");
    const phone = await signInAs("everywhere@example.com");
    const stranger = await signInAs("someone-else@example.com");

    const answer = await signOutEverywhere(phone.token);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect((await profile(phone.token)).status).toBe(401);
    expect((await profile(laptop.token)).status).toBe(401);
    expect((await profile(stranger.token)).status).toBe(200);
  });

  it("leaves a session made afterwards working", async () => {
    const before = await signInAs("again@example.com");
    await signOutEverywhere(before.token);
    const after = await signInAs("again@example.com");
    expect((await profile(after.token)).status).toBe(200);
  });

  it("answers 401 without a valid session, and changes nothing", async () => {
    const kept = await signInAs("kept@example.com");
    const ended = await signInAs("kept@example.com");
    await call("POST", "/api/guest/logout", bearer(ended.token, { method: "POST" }));

    expect((await signOutEverywhere(ended.token)).status).toBe(401);
    expect((await call("POST", "/api/guest/logout-all", { method: "POST" })).status).toBe(401);
    expect((await profile(kept.token)).status).toBe(200);
  });
});
