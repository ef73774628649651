import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ownerAuthenticators, ownerRecoveryCodes, ownerSessions } from "@/db/schema";
import { OWNER_LIMITS, resetOwner } from "@/features/owner/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { latestCodeFor, mailsTo } from "../support/mail";
import { authenticatorCode, enrolOwner, OwnerBrowser, setCookieLine } from "../support/owner";
import { call } from "../support/routes";

/** The owner's sign-in: e-mailed code, then an authenticator (issue 16). */

/** The owners of this file; each test enrols its own, as an owner enrols only once. */
const OWNERS = ["owner@ardennes-stays.example"];
let owners = 0;
function newOwner(): string {
  owners += 1;
  const email = `owner-${owners}@owners.example`;
  OWNERS.push(email);
  return email;
}

const config = getConfig();
const configuredOwners = config.OWNER_EMAILS;
beforeAll(() => {
  config.OWNER_EMAILS = OWNERS;
});
afterAll(() => {
  config.OWNER_EMAILS = configuredOwners;
});

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** Moves the clock to `ms` after `start`. */
function at(start: number, ms: number): void {
  clock.now = () => new Date(start + ms);
}

const HOUR_MS = 60 * 60_000;

describe("asking for a back office code", () => {
  it("answers an address that is not an owner exactly like an owner's, and mails it nothing", async () => {
    const email = newOwner();
    const browser = new OwnerBrowser();
    const owner = await browser.send("POST", "/api/owner/login/request-code", { email });
    const stranger = await browser.send("POST", "/api/owner/login/request-code", {
      email: "guest@example.com",
    });
    expect(owner.status).toBe(200);
    expect(stranger.status).toBe(owner.status);
    expect(stranger.body).toEqual(owner.body);
    expect(await mailsTo("guest@example.com")).toHaveLength(0);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^Your back office sign-in code: \d{6}$/);
  });

  it("never signs in an address that is not an owner, whatever code it tries", async () => {
    const browser = new OwnerBrowser();
    await browser.send("POST", "/api/owner/login/request-code", { email: "guest@example.com" });
    const answer = await browser.send("POST", "/api/owner/login/verify-code", {
      email: "guest@example.com",
      code: "123456",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "INVALID_CODE" });
  });
});

describe("codes of one purpose", () => {
  it("a guest's sign-in code does not sign an owner in", async () => {
    const email = newOwner();
    await call("POST", "/api/guest/booking/request-code", {
      method: "POST",
      body: JSON.stringify({ email }),
      headers: { "content-type": "application/json" },
    });
    const guestCode = await latestCodeFor(email);
    const browser = new OwnerBrowser();
    const answer = await browser.send("POST", "/api/owner/login/verify-code", {
      email,
      code: guestCode,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "INVALID_CODE" });
    expect(browser.cookies.has("owner_pending")).toBe(false);
  });

  it("an owner's code does not sign a guest in", async () => {
    const email = newOwner();
    const browser = new OwnerBrowser();
    await browser.send("POST", "/api/owner/login/request-code", { email });
    const answer = await call("POST", "/api/guest/booking/verify-code", {
      method: "POST",
      body: JSON.stringify({ email, code: await latestCodeFor(email) }),
      headers: { "content-type": "application/json" },
    });
    expect(answer.status).toBe(400);
  });
});

describe("the first sign-in", () => {
  it("enrols an authenticator: a secret in base32, a QR code, then a current code starts a session", async () => {
    const owner = newOwner();
    const browser = new OwnerBrowser();
    const verified = await browser.emailStep(owner);
    expect(verified.body).toEqual({ next: "enrol", passkey: false });
    expect(setCookieLine(verified.raw, "owner_pending")).toMatch(/HttpOnly/);
    // Not a session yet.
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(401);

    const enrolment = await browser.send("POST", "/api/owner/login/enrol");
    const { secret, uri, qr } = enrolment.body as {
      secret: string;
      uri: string;
      qr: { size: number; path: string };
    };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1&digits=6&period=30/);
    expect(qr.size).toBeGreaterThan(20);

    const wrong = await browser.send("POST", "/api/owner/login/enrol/confirm", {
      code: authenticatorCode(secret, 5),
    });
    expect(wrong.status).toBe(400);
    const confirmed = await browser.send("POST", "/api/owner/login/enrol/confirm", {
      code: authenticatorCode(secret),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const session = setCookieLine(confirmed.raw, "owner_session") ?? "";
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);

    const who = await browser.send("GET", "/api/owner/session");
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ email: owner });

    const db = await getDb();
    const stored = await db.select().from(ownerRecoveryCodes);
    for (const code of recoveryCodes) {
      expect(JSON.stringify(stored)).not.toContain(code);
    }
    const [factor] = await db.select().from(ownerAuthenticators);
    expect(factor?.secret).not.toContain(secret);
    const sessions = await db.select().from(ownerSessions);
    const token = browser.cookies.get("owner_session") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });
});

describe("signing in once enrolled", () => {
  it("asks for the authenticator code and refuses a code used before", async () => {
    const owner = newOwner();
    const start = Date.now();
    at(start, 0);
    const { secret } = await enrolOwner(owner);
    // The enrolment's code was this step's: it works no second time.
    const again = new OwnerBrowser();
    expect((await again.emailStep(owner)).body).toEqual({
      next: "second-factor",
      passkey: false,
    });
    const reused = await again.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: "INVALID_CODE" });

    at(start, 30_000);
    const fresh = authenticatorCode(secret);
    const signedIn = await again.send("POST", "/api/owner/login/second-factor", { code: fresh });
    expect(signedIn.status).toBe(200);
    expect((await again.send("GET", "/api/owner/session")).status).toBe(200);

    const third = new OwnerBrowser();
    await third.emailStep(owner);
    const replay = await third.send("POST", "/api/owner/login/second-factor", { code: fresh });
    expect(replay.status).toBe(400);
  });

  it("accepts a code one step early or late, but not two", async () => {
    const owner = newOwner();
    const start = Date.now();
    at(start, 0);
    const { secret } = await enrolOwner(owner);
    const browser = new OwnerBrowser();
    await browser.emailStep(owner);
    const twoAhead = await browser.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret, 3),
    });
    expect(twoAhead.status).toBe(400);
    const oneAhead = await browser.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret, 1),
    });
    expect(oneAhead.status).toBe(200);
  });

  it("takes a recovery code in place of the authenticator code, once", async () => {
    const owner = newOwner();
    const { recoveryCodes } = await enrolOwner(owner);
    const code = recoveryCodes[3] ?? "";
    const first = new OwnerBrowser();
    await first.emailStep(owner);
    const used = await first.send("POST", "/api/owner/login/second-factor", {
      code: code.toUpperCase(),
    });
    expect(used.status).toBe(200);

    const second = new OwnerBrowser();
    await second.emailStep(owner);
    const reused = await second.send("POST", "/api/owner/login/second-factor", { code });
    expect(reused.status).toBe(400);
    expect((await second.send("GET", "/api/owner/session")).status).toBe(401);
  });

  it("ends a pending sign-in after 5 wrong codes: the right one no longer works there", async () => {
    const owner = newOwner();
    const { secret } = await enrolOwner(owner);
    const start = Date.now();
    at(start, 60_000);
    const browser = new OwnerBrowser();
    await browser.emailStep(owner);
    for (let attempt = 0; attempt < OWNER_LIMITS.wrongCodesPerSignIn; attempt++) {
      const wrong = await browser.send("POST", "/api/owner/login/second-factor", {
        code: "wrong-recovery-code",
      });
      expect(wrong.status).toBe(400);
    }
    const late = await browser.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ code: "UNAUTHORIZED" });

    const restarted = new OwnerBrowser();
    await restarted.emailStep(owner);
    const right = await restarted.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(right.status).toBe(200);
  });

  it("limits wrong codes per owner a day, across fresh sign-ins", async () => {
    const owner = newOwner();
    const { secret } = await enrolOwner(owner);
    const start = Date.now();
    at(start, 60_000);
    const { limit } = OWNER_LIMITS.wrongCodesPerOwner;
    let wrongTries = 0;
    while (wrongTries < limit) {
      const browser = new OwnerBrowser();
      await browser.emailStep(owner);
      for (let i = 0; i < 4 && wrongTries < limit; i++, wrongTries++) {
        await browser.send("POST", "/api/owner/login/second-factor", { code: "not-the-code" });
      }
    }
    const browser = new OwnerBrowser();
    await browser.emailStep(owner);
    const limited = await browser.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("expires a pending sign-in after 10 minutes", async () => {
    const owner = newOwner();
    const { secret } = await enrolOwner(owner);
    const start = Date.now();
    at(start, 0);
    const browser = new OwnerBrowser();
    await browser.emailStep(owner);
    at(start, OWNER_LIMITS.pendingLifetimeMs + 1_000);
    const late = await browser.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(late.status).toBe(401);
  });
});

/** Wrong e-mailed codes for an address, `count` from each of new clients in turn. */
async function strangersGuess(email: string, ...counts: number[]): Promise<void> {
  for (const count of counts) {
    const stranger = new OwnerBrowser();
    for (let i = 0; i < count; i++) {
      const wrong = await stranger.send("POST", "/api/owner/login/verify-code", {
        email,
        code: "123456",
      });
      expect(wrong.status).toBe(400);
    }
  }
}

describe("strangers guessing an owner's e-mailed code", () => {
  it("wrong codes from strangers' addresses never stop the owner's own device from signing in", async () => {
    const owner = newOwner();
    const { browser, secret } = await enrolOwner(owner);
    at(Date.now(), 60_000);
    await strangersGuess(owner, 7, 3);

    const device = browser.elsewhere();
    const verified = await device.emailStep(owner);
    expect(verified.status).toBe(200);
    const signedIn = await device.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(signedIn.status).toBe(200);
  });

  it("keeps the bound on guessing: after 10 wrong codes a day a stranger is refused even the right code", async () => {
    const owner = newOwner();
    const other = newOwner();
    const { browser } = await enrolOwner(owner);
    const { browser: othersDevice } = await enrolOwner(other);
    await strangersGuess(owner, 7, 3);

    const stranger = new OwnerBrowser();
    const refused = await stranger.emailStep(owner);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });

    // A device cookie proves a past sign-in of its own address only, and only as it was issued.
    const foreign = othersDevice.elsewhere();
    expect((await foreign.emailStep(owner)).status).toBe(429);
    const forged = browser.elsewhere();
    const cookie = forged.cookies.get("owner_device") ?? "";
    forged.cookies.set(
      "owner_device",
      cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
    );
    expect((await forged.emailStep(owner)).status).toBe(429);
  });

  it("gives the owner's device 7 wrong codes a day of its own, then refuses it", async () => {
    const owner = newOwner();
    const { browser } = await enrolOwner(owner);
    const device = browser.elsewhere();
    for (let i = 0; i < 7; i++) {
      const wrong = await device.send("POST", "/api/owner/login/verify-code", {
        email: owner,
        code: "123456",
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await device.emailStep(owner);
    expect(refused.status).toBe(429);
    // Its tries were its own: a stranger still has the address's 10.
    await strangersGuess(owner, 7, 3);
  });

  it("sets the device cookie only after the second factor: HttpOnly, Strict, for the code step only, 30 days", async () => {
    const owner = newOwner();
    const browser = new OwnerBrowser();
    const verified = await browser.emailStep(owner);
    expect(setCookieLine(verified.raw, "owner_device")).toBeUndefined();
    const enrolment = await browser.send("POST", "/api/owner/login/enrol");
    const { secret } = enrolment.body as { secret: string };
    const confirmed = await browser.send("POST", "/api/owner/login/enrol/confirm", {
      code: authenticatorCode(secret),
    });
    const line = setCookieLine(confirmed.raw, "owner_device") ?? "";
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/owner\/login\/verify-code(;|$)/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/);
    expect(line).not.toContain(owner);
  });

  it("mails the owner once a day when the wrong codes for their address reach the limit", async () => {
    const owner = newOwner();
    await enrolOwner(owner);
    await strangersGuess(owner, 7, 3);
    const stranger = new OwnerBrowser();
    for (let i = 0; i < 3; i++) {
      const refused = await stranger.send("POST", "/api/owner/login/verify-code", {
        email: owner,
        code: "123456",
      });
      expect(refused.status).toBe(429);
    }
    const warnings = (await mailsTo(owner)).filter((mail) => /wrong codes/i.test(mail.subject));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.textBody).toMatch(/device you signed in on before/);

    // Nobody else is mailed: an address that is not an owner's gets nothing.
    await strangersGuess("not-an-owner@example.com", 7, 3);
    await new OwnerBrowser().send("POST", "/api/owner/login/verify-code", {
      email: "not-an-owner@example.com",
      code: "123456",
    });
    expect(await mailsTo("not-an-owner@example.com")).toHaveLength(0);
  });

  it("the reset (npm run owner:reset) clears the address's wrong-code count", async () => {
    const owner = newOwner();
    await enrolOwner(owner);
    await strangersGuess(owner, 7, 3);
    expect((await new OwnerBrowser().emailStep(owner)).status).toBe(429);
    await resetOwner(owner);
    const fresh = await new OwnerBrowser().emailStep(owner);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ next: "enrol", passkey: false });
  });

  it("a reset forgets the owner's devices: their cookies count as a stranger's", async () => {
    const owner = newOwner();
    const { browser } = await enrolOwner(owner);
    await resetOwner(owner);
    await strangersGuess(owner, 7, 3);
    expect((await browser.elsewhere().emailStep(owner)).status).toBe(429);
  });
});

describe("the owner session", () => {
  it("ends after 12 hours without use", async () => {
    const owner = newOwner();
    const start = Date.now();
    at(start, 0);
    const { browser } = await enrolOwner(owner);
    at(start, 12 * HOUR_MS - 60_000);
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(200);
    // Counted from the last use.
    at(start, 24 * HOUR_MS - 120_000);
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(200);
    at(start, 36 * HOUR_MS);
    const idle = await browser.send("GET", "/api/owner/session");
    expect(idle.status).toBe(401);
    expect(idle.body).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("ends 7 days after sign-in however often it is used", async () => {
    const owner = newOwner();
    const start = Date.now();
    at(start, 0);
    const { browser } = await enrolOwner(owner);
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      at(start, hours * HOUR_MS);
      expect((await browser.send("GET", "/api/owner/session")).status).toBe(200);
    }
    at(start, 7 * 24 * HOUR_MS + 1_000);
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(401);
  });

  it("ends on 'Sign out', and the cookie is cleared", async () => {
    const owner = newOwner();
    const { browser } = await enrolOwner(owner);
    const token = browser.cookies.get("owner_session");
    const out = await browser.change("/api/owner/logout");
    expect(out.status).toBe(200);
    expect(browser.cookies.has("owner_session")).toBe(false);
    const reused = await call("GET", "/api/owner/session", {
      headers: { cookie: `owner_session=${token}` },
    });
    expect(reused.status).toBe(401);
  });

  it("ends when the address leaves OWNER_EMAIL", async () => {
    const owner = newOwner();
    const { browser } = await enrolOwner(owner);
    config.OWNER_EMAILS = OWNERS.filter((email) => email !== owner);
    try {
      expect((await browser.send("GET", "/api/owner/session")).status).toBe(401);
    } finally {
      config.OWNER_EMAILS = OWNERS;
    }
  });
});

describe("resetting an owner", () => {
  it("lets another owner remove an owner's authenticator: their sessions end and they enrol again", async () => {
    const lost = newOwner();
    const helper = newOwner();
    const { browser: lostBrowser } = await enrolOwner(lost);
    const { browser: helperBrowser, secret } = await enrolOwner(helper);
    expect((await helperBrowser.confirm(authenticatorCode(secret, 1))).status).toBe(200);
    const reset = await helperBrowser.change("/api/owner/owners/reset", { email: lost });
    expect(reset.status).toBe(200);
    expect((await lostBrowser.send("GET", "/api/owner/session")).status).toBe(401);
    expect((await helperBrowser.send("GET", "/api/owner/session")).status).toBe(200);
    const again = new OwnerBrowser();
    expect((await again.emailStep(lost)).body).toEqual({ next: "enrol", passkey: false });
  });

  it("refuses to reset oneself or an address that is not an owner", async () => {
    const owner = newOwner();
    const { browser, secret } = await enrolOwner(owner);
    expect((await browser.confirm(authenticatorCode(secret, 1))).status).toBe(200);
    const self = await browser.change("/api/owner/owners/reset", { email: owner });
    expect(self.status).toBe(400);
    const stranger = await browser.change("/api/owner/owners/reset", {
      email: "guest@example.com",
    });
    expect(stranger.status).toBe(400);
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(200);
  });
});

describe("confirming it is you before a sensitive change", () => {
  it("a stolen session alone cannot reset another owner: it needs a current authenticator code within 5 minutes", async () => {
    const target = newOwner();
    const helper = newOwner();
    const start = Date.now();
    at(start, 0);
    const { browser: targetBrowser } = await enrolOwner(target);
    const { browser, secret } = await enrolOwner(helper);

    const unconfirmed = await browser.change("/api/owner/owners/reset", { email: target });
    expect(unconfirmed.status).toBe(401);
    expect(unconfirmed.body).toMatchObject({
      code: "UNAUTHORIZED",
      details: { reason: "confirmation-required" },
    });
    expect((await targetBrowser.send("GET", "/api/owner/session")).status).toBe(200);
    expect((await browser.send("GET", "/api/owner/session")).body).toMatchObject({
      confirmedUntil: null,
    });

    const confirmed = await browser.confirm(authenticatorCode(secret, 1));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      confirmedUntil: new Date(start + OWNER_LIMITS.confirmationMs).toISOString(),
    });
    expect((await browser.send("GET", "/api/owner/session")).body).toMatchObject({
      confirmedUntil: new Date(start + OWNER_LIMITS.confirmationMs).toISOString(),
    });

    at(start, OWNER_LIMITS.confirmationMs);
    const stale = await browser.change("/api/owner/owners/reset", { email: target });
    expect(stale.status).toBe(401);
    expect((await browser.confirm(authenticatorCode(secret))).status).toBe(200);
    const reset = await browser.change("/api/owner/owners/reset", { email: target });
    expect(reset.status).toBe(200);
    expect((await targetBrowser.send("GET", "/api/owner/session")).status).toBe(401);
  });

  it("keeps the confirmation HttpOnly, Strict, for the owner API only, for 5 minutes", async () => {
    const owner = newOwner();
    const { browser, secret } = await enrolOwner(owner);
    const confirmed = await browser.confirm(authenticatorCode(secret, 1));
    const line = setCookieLine(confirmed.raw, "owner_confirmed") ?? "";
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/owner(;|$)/);
    expect(line).toMatch(/Max-Age=300(;|$)/);
  });

  it("takes each code once, refuses wrong ones, and ends the session after 5: the owner still signs in", async () => {
    const owner = newOwner();
    const start = Date.now();
    at(start, 0);
    const { browser, secret } = await enrolOwner(owner);
    const used = await browser.confirm(authenticatorCode(secret));
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: "INVALID_CODE" });
    for (let i = 1; i < OWNER_LIMITS.wrongConfirmationsPerSession; i++) {
      expect((await browser.confirm("000000")).status).toBe(400);
    }
    const ended = await browser.confirm(authenticatorCode(secret, 1));
    expect(ended.status).toBe(401);
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(401);

    // The thief's wrong codes are the session's, not the owner's day of second-factor tries.
    at(start, 60_000);
    const again = new OwnerBrowser();
    await again.emailStep(owner);
    const signedIn = await again.send("POST", "/api/owner/login/second-factor", {
      code: authenticatorCode(secret),
    });
    expect(signedIn.status).toBe(200);
  });

  it("binds a confirmation to its session: its cookie does nothing in another session", async () => {
    const owner = newOwner();
    const other = newOwner();
    await enrolOwner(other);
    const { browser, secret, recoveryCodes } = await enrolOwner(owner);
    expect((await browser.confirm(authenticatorCode(secret, 1))).status).toBe(200);
    const second = new OwnerBrowser();
    await second.emailStep(owner);
    await second.send("POST", "/api/owner/login/second-factor", { code: recoveryCodes[0] });
    second.cookies.set("owner_confirmed", browser.cookies.get("owner_confirmed") ?? "");
    const reset = await second.change("/api/owner/owners/reset", { email: other });
    expect(reset.status).toBe(401);
  });

  it("takes a recovery code in place of the authenticator code", async () => {
    const owner = newOwner();
    const other = newOwner();
    await enrolOwner(other);
    const { browser, recoveryCodes } = await enrolOwner(owner);
    expect((await browser.confirm(recoveryCodes[1] ?? "")).status).toBe(200);
    expect((await browser.change("/api/owner/owners/reset", { email: other })).status).toBe(200);
  });

  it("mails the reset owner, naming who reset them; a reset on the server mails them too", async () => {
    const lost = newOwner();
    const helper = newOwner();
    await enrolOwner(lost);
    const { browser, secret } = await enrolOwner(helper);
    await browser.confirm(authenticatorCode(secret, 1));
    await browser.change("/api/owner/owners/reset", { email: lost });
    const [byOwner] = await mailsTo(lost);
    expect(byOwner?.subject).toBe("Your back office sign-in was reset");
    expect(byOwner?.textBody).toContain(`${helper} reset your sign-in to the back office`);

    await resetOwner(lost);
    const [onServer] = await mailsTo(lost);
    expect(onServer?.textBody).toContain("was reset on the site's server");
  });
});

describe("a back office opened at another address than PUBLIC_BASE_URL", () => {
  const site = new URL(getConfig().PUBLIC_BASE_URL).origin;
  const request = (url: string, origin: string) =>
    call("POST", url, {
      method: "POST",
      body: JSON.stringify({ email: OWNERS[0] }),
      headers: { "content-type": "application/json", origin },
    });

  it("says which address the site is set up for, not 'reload', when the page came from this server", async () => {
    const openedAt = "http://192.168.1.20:3000";
    const answer = await request(`${openedAt}/api/owner/login/request-code`, openedAt);
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toBe(
      `This site is set up for ${site} (PUBLIC_BASE_URL) but was opened at ${openedAt}: open the back office at ${site}/owner, or set PUBLIC_BASE_URL to this address`,
    );
  });

  it("still refuses a page of another site as a forged request", async () => {
    const answer = await request("/api/owner/login/request-code", "https://evil.example");
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toBe(
      "This request did not come from the back office; please reload it",
    );
  });
});
