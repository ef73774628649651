import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { loginCodes } from "@/db/schema";
import { deliverDueMail, listRecentMail } from "@/features/mail/server";
import { clock } from "@/lib/clock";
import type { OutgoingMail } from "@/lib/mail/transport";
import { bearer, signInAs } from "../support/auth";
import { latestCodeFor } from "../support/mail";
import { cookieFrom, setCookieLine } from "../support/owner";
import { call, CLIENT_ADDRESS } from "../support/routes";

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** Moves the clock to `minutes` after the moment it is called. */
function later(start: number, minutes: number): void {
  clock.now = () => new Date(start + minutes * 60_000);
}

let ipCounter = 0;
/** Each test signs in from its own address, so per-address limits do not leak between tests. */
function newIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function post(body: unknown, ip = newIp()): RequestInit {
  return {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", [CLIENT_ADDRESS]: ip },
  };
}

async function requestCode(email: string, extra: Record<string, unknown> = {}, ip?: string) {
  return call("POST", "/api/guest/booking/request-code", post({ email, ...extra }, ip));
}

async function verify(
  email: string,
  code: string,
  extra: Record<string, unknown> = {},
  ip?: string,
) {
  return call("POST", "/api/guest/booking/verify-code", post({ email, code, ...extra }, ip));
}

/** Signs in as `email` from a client of its own and keeps the device cookie it is given. */
async function deviceOf(email: string): Promise<string> {
  const ip = newIp();
  await requestCode(email, {}, ip);
  const answer = await verify(email, await latestCodeFor(email), {}, ip);
  expect(answer.status).toBe(200);
  return cookieFrom(answer.raw, "guest_device") ?? "";
}

async function verifyFrom(device: string, email: string, code: string, ip: string) {
  const init = post({ email, code }, ip);
  return call("POST", "/api/guest/booking/verify-code", {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: `guest_device=${device}` },
  });
}

function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

describe("asking for a sign-in code", () => {
  it("answers known and unknown addresses with the same status and body", async () => {
    await signInAs("known@example.com");
    const known = await requestCode("known@example.com");
    const unknown = await requestCode("nobody-here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it("mails a 6-digit code and stores only its HMAC", async () => {
    await requestCode("hmac@example.com", { name: "Hilde Maes" });
    const code = await latestCodeFor("hmac@example.com");
    const db = await getDb();
    const rows = await db.select().from(loginCodes);
    const stored = rows.find((r) => r.email === "hmac@example.com");
    expect(code).toMatch(/^\d{6}$/);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
  });

  it.each([
    [{ email: "not-an-email" }, "Valid email is required"],
    [{ email: "a@example.com", name: "A" }, "Name is required"],
    [{}, "Valid email is required"],
  ])("refuses %j with the spec's message", async (body, message) => {
    const { status, body: answer } = await call(
      "POST",
      "/api/guest/booking/request-code",
      post(body),
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: message, code: "INVALID_INPUT" });
  });

  it("answers malformed JSON with a 400", async () => {
    const { status, body } = await call("POST", "/api/guest/booking/request-code", post("{email:"));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "INVALID_JSON" });
  });

  it("sends 5 codes an hour to one address from one client, then answers 429 with Retry-After", async () => {
    const start = Date.now();
    later(start, 0);
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode("limited@example.com", {}, ip)).status).toBe(200);
    }
    const refused = await requestCode("limited@example.com", {}, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      error: "Too many verification codes requested. Please try again in 60 minutes.",
    });
    later(start, 60);
    expect((await requestCode("limited@example.com", {}, ip)).status).toBe(200);
  });

  it("still sends the guest's own code after a stranger asked for theirs five times", async () => {
    const stranger = newIp();
    for (let i = 0; i < 5; i++) await requestCode("locked-out@example.com", {}, stranger);
    expect((await requestCode("locked-out@example.com", {}, stranger)).status).toBe(429);

    const guest = newIp();
    expect((await requestCode("locked-out@example.com", {}, guest)).status).toBe(200);
    const code = await latestCodeFor("locked-out@example.com");
    expect((await verify("locked-out@example.com", code, {}, guest)).status).toBe(200);
  });

  it("keeps the code a guest holds valid when a stranger asks for new ones", async () => {
    const start = Date.now();
    later(start, 0);
    await requestCode("holds-a-code@example.com");
    const held = await latestCodeFor("holds-a-code@example.com");
    later(start, 1);
    await requestCode("holds-a-code@example.com");
    later(start, 2);
    await requestCode("holds-a-code@example.com");
    expect((await verify("holds-a-code@example.com", held)).status).toBe(200);
  });

  it("sends 20 codes an hour to one address at most, a ceiling one client cannot reach alone", async () => {
    const email = "ceiling@example.com";
    for (let client = 0; client < 4; client++) {
      const ip = newIp();
      for (let i = 0; i < 5; i++) expect((await requestCode(email, {}, ip)).status).toBe(200);
      expect((await requestCode(email, {}, ip)).status).toBe(429);
    }
    const refused = await requestCode(email, {}, newIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("sends 10 codes a day to one address from one client, then says how many hours to wait", async () => {
    const start = Date.now();
    const ip = newIp();
    later(start, 0);
    for (let i = 0; i < 5; i++)
      expect((await requestCode("daily@example.com", {}, ip)).status).toBe(200);
    later(start, 61);
    for (let i = 0; i < 5; i++)
      expect((await requestCode("daily@example.com", {}, ip)).status).toBe(200);
    later(start, 122);
    const refused = await requestCode("daily@example.com", {}, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(24 * 3600 - 122 * 60));
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      error: "Too many verification codes requested. Please try again in 22 hours.",
    });
    expect((await requestCode("daily@example.com", {}, newIp())).status).toBe(200);
  });

  it("blanks the code from the stored mail once it is sent, and the code still works", async () => {
    await requestCode("blanked@example.com");
    const code = await latestCodeFor("blanked@example.com");
    const sent: OutgoingMail[] = [];
    await deliverDueMail({ kind: "dev-mailbox", send: async (mail) => void sent.push(mail) });
    const delivered = sent.find((mail) => mail.to === "blanked@example.com");
    expect(delivered?.subject).toBe(`Your sign-in code: ${code}`);
    expect(delivered?.text).toContain(code);

    const [stored] = await listRecentMail(1, "blanked@example.com");
    expect(stored).toMatchObject({ status: "sent", subject: "Your sign-in code: ••••••" });
    for (const part of [stored!.subject, stored!.text, stored!.html]) {
      expect(part).not.toContain(code);
    }
    expect((await verify("blanked@example.com", code)).status).toBe(200);
  });

  it("sends 20 codes an hour from one IP address, then answers 429", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await requestCode(`ip-${i}@example.com`, {}, ip)).status).toBe(200);
    }
    expect((await requestCode("ip-20@example.com", {}, ip)).status).toBe(429);
    expect((await requestCode("ip-20@example.com", {}, newIp())).status).toBe(200);
  });
});

describe("verifying a sign-in code", () => {
  it("signs a first-time guest in as 'Guest User' with a normalised e-mail", async () => {
    await requestCode("  New.Guest@Example.COM ");
    const code = await latestCodeFor("new.guest@example.com");
    const { status, body } = await verify("NEW.guest@example.com", code);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      guest: { name: "Guest User", email: "new.guest@example.com", phone: null },
    });
  });

  it("keeps the name and phone the guest gives", async () => {
    const { guest } = await signInAs("named@example.com", {
      name: "Nora Peeters",
      phone: "+32 470 12 34 56",
    });
    expect(guest).toMatchObject({ name: "Nora Peeters", phone: "+32 470 12 34 56" });
  });

  it("accepts a code once only", async () => {
    await requestCode("once@example.com");
    const code = await latestCodeFor("once@example.com");
    expect((await verify("once@example.com", code)).status).toBe(200);
    const reuse = await verify("once@example.com", code);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({
      error: "Invalid or expired verification code",
      code: "INVALID_CODE",
    });
  });

  it("accepts a code until 10 minutes have passed, not after", async () => {
    const start = Date.now();
    later(start, 0);
    await requestCode("fresh@example.com");
    await requestCode("stale@example.com");
    later(start, 9.99);
    expect(
      (await verify("fresh@example.com", await latestCodeFor("fresh@example.com"))).status,
    ).toBe(200);
    later(start, 10);
    expect(
      (await verify("stale@example.com", await latestCodeFor("stale@example.com"))).status,
    ).toBe(400);
  });

  it("still accepts the right code after 4 wrong tries", async () => {
    await requestCode("four@example.com");
    const code = await latestCodeFor("four@example.com");
    for (let i = 0; i < 4; i++)
      expect((await verify("four@example.com", wrongCode(code))).status).toBe(400);
    expect((await verify("four@example.com", code)).status).toBe(200);
  });

  it("kills a code after 5 wrong tries", async () => {
    await requestCode("five@example.com");
    const code = await latestCodeFor("five@example.com");
    for (let i = 0; i < 5; i++) await verify("five@example.com", wrongCode(code));
    expect((await verify("five@example.com", code)).status).toBe(400);
  });

  it("keeps the newest 3 codes valid: a fourth request retires the oldest", async () => {
    const start = Date.now();
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      later(start, i);
      await requestCode("renew@example.com");
      codes.push(await latestCodeFor("renew@example.com"));
    }
    const [oldest, ...newest] = codes as [string, ...string[]];
    if (!newest.includes(oldest)) {
      expect((await verify("renew@example.com", oldest)).status).toBe(400);
    }
    expect((await verify("renew@example.com", newest[0]!)).status).toBe(200);
    expect((await verify("renew@example.com", newest[2]!)).status).toBe(200);
  });

  it("kills every live code of the address after 5 wrong tries", async () => {
    const start = Date.now();
    later(start, 0);
    await requestCode("all-live@example.com");
    const first = await latestCodeFor("all-live@example.com");
    later(start, 1);
    await requestCode("all-live@example.com");
    const second = await latestCodeFor("all-live@example.com");
    const wrong = ["000000", "111111", "222222"].find((c) => c !== first && c !== second)!;
    for (let i = 0; i < 5; i++) await verify("all-live@example.com", wrong);
    expect((await verify("all-live@example.com", first)).status).toBe(400);
    expect((await verify("all-live@example.com", second)).status).toBe(400);
  });

  it("lets a guest who mistyped 5 times sign in with a fresh code the same day", async () => {
    const ip = newIp();
    await requestCode("clumsy@example.com", {}, ip);
    const code = await latestCodeFor("clumsy@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await verify("clumsy@example.com", wrongCode(code), {}, ip)).status).toBe(400);
    }
    expect((await requestCode("clumsy@example.com", {}, ip)).status).toBe(200);
    const fresh = await latestCodeFor("clumsy@example.com");
    expect((await verify("clumsy@example.com", fresh, {}, ip)).status).toBe(200);
  });

  it("refuses a client's eighth wrong code a day for one address, with Retry-After", async () => {
    const start = Date.now();
    later(start, 0);
    const stranger = newIp();
    for (let i = 0; i < 7; i++) {
      expect((await verify("guessed@example.com", "123456", {}, stranger)).status).toBe(400);
    }
    const refused = await verify("guessed@example.com", "123456", {}, stranger);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(24 * 3600));
    expect(refused.body).toEqual({
      code: "RATE_LIMITED",
      error: "Too many wrong verification codes. Please try again in 24 hours.",
    });

    // Below the address's ceiling: the guest, from their own client, still signs in.
    const guest = newIp();
    await requestCode("guessed@example.com", {}, guest);
    const code = await latestCodeFor("guessed@example.com");
    expect((await verify("guessed@example.com", code, {}, guest)).status).toBe(200);
  });

  it("bounds guessing: 10 wrong codes a day per address, whichever clients send them", async () => {
    const email = "many-guessers@example.com";
    for (let i = 0; i < 10; i++) {
      expect((await verify(email, "123456", {}, newIp())).status).toBe(400);
    }
    await requestCode(email);
    const code = await latestCodeFor(email);
    const refused = await verify(email, code, {}, newIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("a guest's own device keeps signing in while strangers guess the address's codes", async () => {
    const email = "guessed-while-away@example.com";
    const device = await deviceOf(email);
    for (let i = 0; i < 10; i++) {
      expect((await verify(email, "123456", {}, newIp())).status).toBe(400);
    }
    // The guest's device, on another network now.
    const ip = newIp();
    await requestCode(email, {}, ip);
    const code = await latestCodeFor(email);
    const signedIn = await verifyFrom(device, email, code, ip);
    expect(signedIn.status).toBe(200);
  });

  it("still refuses strangers after 10 wrong codes a day, whatever device cookie they bring", async () => {
    const email = "still-bounded@example.com";
    const device = await deviceOf(email);
    const othersDevice = await deviceOf("someone-else@example.com");
    for (let i = 0; i < 10; i++) {
      expect((await verify(email, "123456", {}, newIp())).status).toBe(400);
    }
    await requestCode(email);
    const code = await latestCodeFor(email);
    expect((await verify(email, code, {}, newIp())).status).toBe(429);
    expect((await verifyFrom(othersDevice, email, code, newIp())).status).toBe(429);
    const tampered = device.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await verifyFrom(tampered, email, code, newIp())).status).toBe(429);
  });

  it("gives a guest's device 7 wrong codes a day of its own, then refuses it", async () => {
    const email = "device-guesses@example.com";
    const device = await deviceOf(email);
    for (let i = 0; i < 7; i++) {
      expect((await verifyFrom(device, email, "123456", newIp())).status).toBe(400);
    }
    const refused = await verifyFrom(device, email, "123456", newIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("trusts a device for 30 days with an HttpOnly, Strict cookie sent to the code step only", async () => {
    const email = "device-cookie@example.com";
    const ip = newIp();
    await requestCode(email, {}, ip);
    const answer = await verify(email, await latestCodeFor(email), {}, ip);
    const line = setCookieLine(answer.raw, "guest_device") ?? "";
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/guest\/booking\/verify-code(;|$)/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toContain(email);
    const wrong = await verify(email, "123456", {}, ip);
    expect(setCookieLine(wrong.raw, "guest_device")).toBeUndefined();
  });

  it("refuses a client's 21st wrong code a day, whichever addresses it tries", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await verify(`spread-${i}@example.com`, "123456", {}, ip)).status).toBe(400);
    }
    expect((await verify("spread-20@example.com", "123456", {}, ip)).status).toBe(429);
    expect((await verify("spread-20@example.com", "123456", {}, newIp())).status).toBe(400);
  });

  it("counts a right code as no wrong try", async () => {
    const start = Date.now();
    const ip = newIp();
    for (let round = 0; round < 8; round++) {
      later(start, round * 15);
      await requestCode("often@example.com", {}, ip);
      const code = await latestCodeFor("often@example.com");
      expect((await verify("often@example.com", code, {}, ip)).status).toBe(200);
    }
    expect((await verify("often@example.com", "123456", {}, ip)).status).toBe(400);
  });

  it("asks for the code when it is empty", async () => {
    const { status, body } = await verify("empty@example.com", "   ");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Please enter the verification code" });
  });
});

describe("sessions and the profile", () => {
  it("reads the signed-in guest's profile with the token", async () => {
    const { token, guest } = await signInAs("profile@example.com", { name: "Pieter Claes" });
    const { status, body } = await call("GET", "/api/guest/profile", bearer(token));
    expect(status).toBe(200);
    expect(body).toEqual(guest);
  });

  it.each([
    ["no token", {}],
    ["a made-up token", { authorization: "Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG" }],
    ["a malformed header", { authorization: "Token x" }],
  ])("answers 401 with %s", async (_name, headers) => {
    const { status, body } = await call("GET", "/api/guest/profile", { headers });
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Please sign in again", code: "UNAUTHORIZED" });
  });

  it("keeps a session in use for 30 days and not longer", async () => {
    const start = Date.now();
    later(start, 0);
    const { token } = await signInAs("thirty@example.com");
    // Used every 10 days, within the idle timeout.
    for (const days of [10, 20]) {
      later(start, days * 24 * 60);
      expect((await call("GET", "/api/guest/profile", bearer(token))).status).toBe(200);
    }
    later(start, 30 * 24 * 60 - 1);
    expect((await call("GET", "/api/guest/profile", bearer(token))).status).toBe(200);
    later(start, 30 * 24 * 60);
    expect((await call("GET", "/api/guest/profile", bearer(token))).status).toBe(401);
  });

  it("revokes the token on logout", async () => {
    const { token } = await signInAs("logout@example.com");
    const other = await signInAs("logout@example.com");
    const logout = await call("POST", "/api/guest/logout", bearer(token, { method: "POST" }));
    expect(logout.status).toBe(200);
    expect((await call("GET", "/api/guest/profile", bearer(token))).status).toBe(401);
    expect((await call("GET", "/api/guest/profile", bearer(other.token))).status).toBe(200);
  });

  it("updates the name (trimmed) and stores an empty phone as absent", async () => {
    const { token, guest } = await signInAs("update@example.com", {
      name: "Old Name",
      phone: "0470 00 00 00",
    });
    const { status, body } = await call(
      "PATCH",
      "/api/guest/profile",
      bearer(token, {
        method: "PATCH",
        body: JSON.stringify({ name: "  Lotte Jacobs ", phone: "  " }),
      }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ ...guest, name: "Lotte Jacobs", phone: null });
  });

  it("never changes the e-mail and requires a name", async () => {
    const { token, guest } = await signInAs("fixed@example.com");
    const withEmail = await call(
      "PATCH",
      "/api/guest/profile",
      bearer(token, {
        method: "PATCH",
        body: JSON.stringify({ name: "Fixed", email: "other@example.com" }),
      }),
    );
    const noName = await call(
      "PATCH",
      "/api/guest/profile",
      bearer(token, { method: "PATCH", body: JSON.stringify({ name: " A " }) }),
    );
    expect(withEmail.body).toMatchObject({ email: guest.email });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ error: "Name is required" });
  });

  it("lists only the guest's own bookings", async () => {
    const { token } = await signInAs("bookings@example.com");
    const { status, body } = await call("GET", "/api/guest/bookings", bearer(token));
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect((await call("GET", "/api/guest/bookings")).status).toBe(401);
  });
});
