import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ownerPasskeys, ownerPendingSignIns } from "@/db/schema";
import { listActivity } from "@/features/owner-activity/server";
import { OWNER_LIMITS, resetOwner } from "@/features/owner/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { mailsTo } from "../support/mail";
import { authenticatorCode, enrolOwner, OwnerBrowser, SITE_ORIGIN } from "../support/owner";
import { SoftwareAuthenticator } from "../support/passkey";

/** Passkeys in place of the authenticator code (issue 16, decision 0022). */

const OWNERS: string[] = [];
let owners = 0;
function newOwner(): string {
  owners += 1;
  const email = `passkey-${owners}@owners.example`;
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

interface Options {
  challenge: string;
  rp?: { id?: string };
  allowCredentials?: { id: string }[];
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { userVerification?: string };
  userVerification?: string;
}

/** An enrolled owner, signed in, who confirmed it is them with the authenticator's next code. */
async function confirmedOwner(email = newOwner()) {
  const enrolled = await enrolOwner(email);
  const confirmed = await enrolled.browser.confirm(authenticatorCode(enrolled.secret, 1));
  expect(confirmed.status).toBe(200);
  return enrolled;
}

/** An enrolled owner, signed in, who adds a passkey made by a software authenticator. */
async function ownerWithPasskey(name = "Laptop") {
  const email = newOwner();
  const { browser, secret } = await confirmedOwner(email);
  const key = new SoftwareAuthenticator(SITE_ORIGIN);
  const added = await addPasskey(browser, key, name);
  expect(added.status).toBe(200);
  return { email, browser, secret, key, passkey: added.body as { id: string; name: string } };
}

async function addPasskey(browser: OwnerBrowser, key: SoftwareAuthenticator, name: string) {
  const options = await browser.change("/api/owner/passkeys/options");
  expect(options.status).toBe(200);
  return browser.change("/api/owner/passkeys", {
    name,
    response: key.register(options.body as Options),
  });
}

/** A new browser past the e-mailed code, with the options of a passkey sign-in. */
async function passkeyStep(email: string) {
  const browser = new OwnerBrowser();
  const verified = await browser.emailStep(email);
  const options = await browser.send("POST", "/api/owner/login/passkey/options");
  return { browser, verified, options: options.body as Options, optionsAnswer: options };
}

async function pendingFailures(email: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ failed: ownerPendingSignIns.failedAttempts })
    .from(ownerPendingSignIns)
    .where(eq(ownerPendingSignIns.email, email));
  return rows.reduce((sum, row) => sum + row.failed, 0);
}

describe("adding a passkey", () => {
  it("keeps a passkey made for the site, lists it with its name and dates, and logs it", async () => {
    const { browser, passkey } = await ownerWithPasskey("Kitchen laptop");
    const list = await browser.send("GET", "/api/owner/passkeys");
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      passkeys: [
        {
          id: passkey.id,
          name: "Kitchen laptop",
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lastUsedAt: null,
        },
      ],
    });
    const [entry] = await listActivity({ subjectId: passkey.id });
    expect(entry).toMatchObject({
      action: "passkey.add",
      subject: { kind: "passkey", id: passkey.id },
      after: { name: "Kitchen laptop" },
    });
  });

  it("asks for the site's RP ID, user verification, and excludes passkeys already kept", async () => {
    const { browser, key } = await ownerWithPasskey();
    const options = await browser.change("/api/owner/passkeys/options");
    const body = options.body as Options;
    expect(body.rp?.id).toBe(new URL(SITE_ORIGIN).hostname);
    expect(body.authenticatorSelection?.userVerification).toBe("required");
    expect(body.excludeCredentials?.map((c) => c.id)).toEqual([key.id]);
  });

  it("refuses a passkey made for another origin", async () => {
    const { browser } = await confirmedOwner();
    const options = await browser.change("/api/owner/passkeys/options");
    const answer = await browser.change("/api/owner/passkeys", {
      name: "Phishing",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(options.body as Options, {
        origin: "https://ardennes-stays.example.evil.example",
      }),
    });
    expect(answer.status).toBe(400);
    expect((await browser.send("GET", "/api/owner/passkeys")).body).toEqual({ passkeys: [] });
  });

  it("refuses an answer to a challenge given to another session, even of the same owner", async () => {
    const email = newOwner();
    const { browser, recoveryCodes } = await confirmedOwner(email);
    const { body } = await browser.change("/api/owner/passkeys/options");
    const second = await secondSession(email, recoveryCodes[0] ?? "");
    expect((await second.confirm(recoveryCodes[1] ?? "")).status).toBe(200);
    const answer = await second.change("/api/owner/passkeys", {
      name: "Stolen challenge",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(body as Options),
    });
    expect(answer.status).toBe(400);
  });

  it("refuses the same challenge twice", async () => {
    const { browser } = await confirmedOwner();
    const { body } = await browser.change("/api/owner/passkeys/options");
    const first = await browser.change("/api/owner/passkeys", {
      name: "One",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(body as Options),
    });
    const second = await browser.change("/api/owner/passkeys", {
      name: "Two",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(body as Options),
    });
    expect([first.status, second.status]).toEqual([200, 400]);
  });

  it("a new challenge replaces the session's earlier one", async () => {
    const { browser } = await confirmedOwner();
    const earlier = await browser.change("/api/owner/passkeys/options");
    const later = await browser.change("/api/owner/passkeys/options");
    const stale = await browser.change("/api/owner/passkeys", {
      name: "Stale",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(earlier.body as Options),
    });
    expect(stale.status).toBe(400);
    const current = await browser.change("/api/owner/passkeys", {
      name: "Current",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(later.body as Options),
    });
    expect(current.status).toBe(200);
  });

  it("refuses a challenge answered after it expired", async () => {
    const { browser, secret } = await confirmedOwner();
    const { body } = await browser.change("/api/owner/passkeys/options");
    const start = Date.now();
    clock.now = () => new Date(start + OWNER_LIMITS.passkeyChallengeMs + 1000);
    expect((await browser.confirm(authenticatorCode(secret))).status).toBe(200);
    const answer = await browser.change("/api/owner/passkeys", {
      name: "Late",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(body as Options),
    });
    expect(answer.status).toBe(400);
  });

  it("keeps at most the limit of passkeys per owner", async () => {
    const { browser } = await confirmedOwner();
    for (let n = 0; n < OWNER_LIMITS.passkeysPerOwner; n++) {
      const added = await addPasskey(browser, new SoftwareAuthenticator(SITE_ORIGIN), `Key ${n}`);
      expect(added.status).toBe(200);
    }
    const options = await browser.change("/api/owner/passkeys/options");
    expect(options.status).toBe(409);
  });
});

/** Another signed-in session of an enrolled owner, by one of their recovery codes. */
async function secondSession(email: string, recoveryCode: string): Promise<OwnerBrowser> {
  const browser = new OwnerBrowser();
  await browser.emailStep(email);
  const signedIn = await browser.send("POST", "/api/owner/login/second-factor", {
    code: recoveryCode,
  });
  expect(signedIn.status).toBe(200);
  return browser;
}

describe("signing in with a passkey", () => {
  it("tells the e-mailed code's holder a passkey is there, and signs in with it instead of TOTP", async () => {
    const { email, key, passkey } = await ownerWithPasskey();
    const { browser, verified, options } = await passkeyStep(email);
    expect(verified.body).toEqual({ next: "second-factor", passkey: true });
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const signedIn = await browser.send("POST", "/api/owner/login/passkey", key.assert(options));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ email });
    const session = await browser.send("GET", "/api/owner/session");
    expect(session.body).toMatchObject({ email });
    expect(browser.cookies.has("owner_pending")).toBe(false);
    const list = await browser.send("GET", "/api/owner/passkeys");
    expect(list.body).toMatchObject({
      passkeys: [{ id: passkey.id, lastUsedAt: expect.any(String) }],
    });
  });

  it("an owner without a passkey is told so only after the e-mailed code, and plainly", async () => {
    const email = newOwner();
    await enrolOwner(email);
    const { verified, optionsAnswer } = await passkeyStep(email);
    expect(verified.body).toEqual({ next: "second-factor", passkey: false });
    expect(optionsAnswer.status).toBe(409);
    expect(optionsAnswer.body).toMatchObject({ error: expect.stringMatching(/authenticator/) });
  });

  it("refuses a replayed assertion, as a wrong code", async () => {
    const { email, key } = await ownerWithPasskey();
    const first = await passkeyStep(email);
    const assertion = key.assert(first.options);
    expect((await first.browser.send("POST", "/api/owner/login/passkey", assertion)).status).toBe(
      200,
    );
    const second = await passkeyStep(email);
    const replayed = await second.browser.send("POST", "/api/owner/login/passkey", assertion);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ code: "INVALID_CODE" });
    expect(await pendingFailures(email)).toBe(1);
  });

  it("refuses a challenge used twice", async () => {
    const { email, key } = await ownerWithPasskey();
    const { browser, options } = await passkeyStep(email);
    const broken = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert(options, { tamper: true }),
    );
    expect(broken.status).toBe(400);
    const again = await browser.send("POST", "/api/owner/login/passkey", key.assert(options));
    expect(again.status).toBe(400);
    const fresh = await browser.send("POST", "/api/owner/login/passkey/options");
    const signedIn = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert(fresh.body as Options),
    );
    expect(signedIn.status).toBe(200);
  });

  it("refuses an assertion made for another origin", async () => {
    const { email, key } = await ownerWithPasskey();
    const { browser, options } = await passkeyStep(email);
    const answer = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert(options, { origin: "https://ardennes-stays.evil.example" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "INVALID_CODE" });
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(401);
  });

  it("refuses another owner's passkey", async () => {
    const victim = await ownerWithPasskey();
    const other = await ownerWithPasskey();
    const { browser, options } = await passkeyStep(victim.email);
    const answer = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      other.key.assert(options),
    );
    expect(answer.status).toBe(400);
    expect((await browser.send("GET", "/api/owner/session")).status).toBe(401);
  });

  it("refuses a counter that did not move past the stored one", async () => {
    const { email, key } = await ownerWithPasskey();
    const first = await passkeyStep(email);
    const signedIn = await first.browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert(first.options, { counter: 7 }),
    );
    expect(signedIn.status).toBe(200);
    const cloned = await passkeyStep(email);
    const answer = await cloned.browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert(cloned.options, { counter: 7 }),
    );
    expect(answer.status).toBe(400);
  });

  it("refuses an assertion without user verification", async () => {
    const { email, key } = await ownerWithPasskey();
    const { browser, options } = await passkeyStep(email);
    const answer = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert(options, { userVerified: false }),
    );
    expect(answer.status).toBe(400);
  });

  it("ends the pending sign-in after the wrong tries a sign-in may take", async () => {
    const { email, key } = await ownerWithPasskey();
    const { browser, options } = await passkeyStep(email);
    for (let n = 0; n < OWNER_LIMITS.wrongCodesPerSignIn; n++) {
      const wrong = await browser.send(
        "POST",
        "/api/owner/login/passkey",
        key.assert(options, { origin: "https://evil.example" }),
      );
      expect(wrong.status).toBe(400);
    }
    const fresh = await browser.send("POST", "/api/owner/login/passkey/options");
    expect(fresh.status).toBe(401);
  });

  it("answers 401 without a pending sign-in", async () => {
    const { key } = await ownerWithPasskey();
    const browser = new OwnerBrowser();
    const options = await browser.send("POST", "/api/owner/login/passkey/options");
    expect(options.status).toBe(401);
    const answer = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      key.assert({ challenge: "AAAA" }),
    );
    expect(answer.status).toBe(401);
  });
});

describe("removing passkeys", () => {
  it("'Remove' takes one of the owner's own passkeys away, logged; another's is not found", async () => {
    const { browser, passkey } = await ownerWithPasskey();
    const other = await ownerWithPasskey();
    const foreign = await browser.change(`/api/owner/passkeys/${other.passkey.id}/remove`);
    expect(foreign.status).toBe(404);
    expect((await other.browser.send("GET", "/api/owner/passkeys")).body).toMatchObject({
      passkeys: [{ id: other.passkey.id }],
    });
    const removed = await browser.change(`/api/owner/passkeys/${passkey.id}/remove`);
    expect(removed.status).toBe(200);
    expect((await browser.send("GET", "/api/owner/passkeys")).body).toEqual({ passkeys: [] });
    const [entry] = await listActivity({ subjectId: passkey.id });
    expect(entry).toMatchObject({ action: "passkey.remove", before: { name: "Laptop" } });
  });

  it("a removed passkey no longer signs in", async () => {
    const { email, browser, key, passkey } = await ownerWithPasskey();
    const { browser: next, options } = await passkeyStep(email);
    await browser.change(`/api/owner/passkeys/${passkey.id}/remove`);
    const answer = await next.send("POST", "/api/owner/login/passkey", key.assert(options));
    expect(answer.status).toBe(400);
  });

  it("another owner's reset in the back office removes the owner's passkeys", async () => {
    const target = await ownerWithPasskey();
    const { browser } = await confirmedOwner();
    const reset = await browser.change("/api/owner/owners/reset", { email: target.email });
    expect(reset.status).toBe(200);
    const db = await getDb();
    const left = await db.select().from(ownerPasskeys).where(eq(ownerPasskeys.email, target.email));
    expect(left).toEqual([]);
    const { verified } = await passkeyStep(target.email);
    expect(verified.body).toEqual({ next: "enrol", passkey: false });
  });

  it("the reset on the server (npm run owner:reset) removes them too", async () => {
    const target = await ownerWithPasskey();
    await resetOwner(target.email);
    const { browser, options, optionsAnswer } = await passkeyStep(target.email);
    expect(optionsAnswer.status).toBe(409);
    const answer = await browser.send(
      "POST",
      "/api/owner/login/passkey",
      target.key.assert(options),
    );
    expect(answer.status).toBe(400);
  });
});

describe("confirming it is you before changing passkeys", () => {
  const lapsed = () => {
    const start = Date.now();
    clock.now = () => new Date(start + OWNER_LIMITS.confirmationMs + 1000);
  };

  it("a stolen session alone cannot add a passkey: it needs a current code or passkey within 5 minutes", async () => {
    const { browser, secret } = await enrolOwner(newOwner());
    const refused = await browser.change("/api/owner/passkeys/options");
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      code: "UNAUTHORIZED",
      details: { reason: "confirmation-required" },
    });

    expect((await browser.confirm(authenticatorCode(secret, 1))).status).toBe(200);
    const options = await browser.change("/api/owner/passkeys/options");
    expect(options.status).toBe(200);
    lapsed();
    const late = await browser.change("/api/owner/passkeys", {
      name: "Thief's key",
      response: new SoftwareAuthenticator(SITE_ORIGIN).register(options.body as Options),
    });
    expect(late.status).toBe(401);
    expect((await browser.send("GET", "/api/owner/passkeys")).body).toEqual({ passkeys: [] });
  });

  it("a stolen session alone cannot remove a passkey", async () => {
    const { browser, passkey } = await ownerWithPasskey();
    lapsed();
    const refused = await browser.change(`/api/owner/passkeys/${passkey.id}/remove`);
    expect(refused.status).toBe(401);
    expect((await browser.send("GET", "/api/owner/passkeys")).body).toMatchObject({
      passkeys: [{ id: passkey.id }],
    });
  });

  it("confirms with one of the owner's passkeys instead of a code", async () => {
    const { browser, key, passkey } = await ownerWithPasskey();
    lapsed();
    const options = await browser.change("/api/owner/session/confirm/passkey/options");
    expect(options.status).toBe(200);
    expect((options.body as Options).allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const confirmed = await browser.change(
      "/api/owner/session/confirm/passkey",
      key.assert(options.body as Options),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmedUntil: expect.any(String) });
    expect((await browser.change(`/api/owner/passkeys/${passkey.id}/remove`)).status).toBe(200);
  });

  it("refuses another owner's passkey, another origin's or a replayed assertion", async () => {
    const { browser, key, passkey } = await ownerWithPasskey();
    const other = await ownerWithPasskey();
    lapsed();
    const ask = async () =>
      (await browser.change("/api/owner/session/confirm/passkey/options")).body as Options;
    const foreign = await browser.change(
      "/api/owner/session/confirm/passkey",
      other.key.assert(await ask()),
    );
    expect(foreign.status).toBe(400);
    const phished = await browser.change(
      "/api/owner/session/confirm/passkey",
      key.assert(await ask(), { origin: "https://evil.example" }),
    );
    expect(phished.status).toBe(400);
    const options = await ask();
    const assertion = key.assert(options);
    expect((await browser.change("/api/owner/session/confirm/passkey", assertion)).status).toBe(
      200,
    );
    expect((await browser.change("/api/owner/session/confirm/passkey", assertion)).status).toBe(
      400,
    );
    expect((await browser.change(`/api/owner/passkeys/${passkey.id}/remove`)).status).toBe(200);
  });

  it("mails the owner when a passkey is added", async () => {
    const { email } = await ownerWithPasskey("Kitchen laptop");
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("A passkey was added to your back office sign-in: Kitchen laptop");
    expect(mail?.textBody).toContain('The passkey "Kitchen laptop" was added');
  });
});
