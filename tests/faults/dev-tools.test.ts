import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { bookingRequest, postJson } from "../support/bookings";
import { observe } from "../support/http-client";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres";
import { catalogue, freeStays } from "../support/stays";

/**
 * The development tools of the production build on the network (issue 15): the dev mailbox
 * shows every sign-in code and the sandbox checkout marks bookings paid, so with the defaults
 * only this machine reaches them. A client elsewhere is one a trusted proxy saw: the site runs
 * behind one (TRUSTED_PROXIES=1), as a shared development host would.
 */

let cluster: PostgresCluster;
let site: AppInstance;
let openSite: AppInstance;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const settings = { DATABASE_URL: cluster.adminUrl, TRUSTED_PROXIES: "1" };
  // HOST unset: where the server listens by default.
  site = await startApp({ ...settings, HOST: "" });
  openSite = await startApp({ ...settings, DEV_TOOLS: "true" });
});

afterAll(async () => {
  await Promise.all([site, openSite].map((app) => app?.stop()));
  await cluster?.stop();
});

const ELSEWHERE = { "x-forwarded-for": "192.0.2.9" };

/** The IPv4 and IPv6 addresses with a socket listening on `port` (Linux's socket tables). */
function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue;
      const [hexAddress = "", hexPort = ""] = local.split(":");
      if (parseInt(hexPort, 16) !== port) continue;
      addresses.push(
        hexAddress.length === 8
          ? (hexAddress.match(/../g) ?? [])
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join(".")
          : hexAddress,
      );
    }
  }
  return addresses;
}

async function requestCode(app: AppInstance, email: string): Promise<void> {
  const answer = await observe(
    `${app.url}/api/guest/booking/request-code`,
    postJson({ email }, { "x-forwarded-for": "198.51.100.20" }),
  );
  expect(answer.status).toBe(200);
}

/** A booking with its sandbox payment opened; the id of the payment at the sandbox. */
async function openPayment(app: AppInstance, n: number): Promise<string> {
  const stay = freeStays(await catalogue(app.url))[n]!;
  const created = await observe(
    `${app.url}/api/public/bookings`,
    postJson(bookingRequest(stay.propertyId, { ...stay, guestEmail: `payer-${n}@example.com` })),
  );
  const id = (created.body as { id: string }).id;
  const started = await observe(`${app.url}/api/public/payments/start/${id}`, { method: "POST" });
  return (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
}

function settle(app: AppInstance, paymentId: string, headers: Record<string, string> = {}) {
  return observe(`${app.url}/api/sandbox/payments/${paymentId}`, {
    method: "POST",
    body: "outcome=pay",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}

describe("the development tools with the default settings", () => {
  it("are served by a server that listens on loopback only", () => {
    expect(listeningAddresses(site.port)).toEqual(["127.0.0.1"]);
  });

  it("keep the dev mailbox from a client elsewhere: the 404 page, no sign-in code", async () => {
    const email = "mailbox.reader@example.com";
    await requestCode(site, email);

    const elsewhere = await observe(`${site.url}/dev/mail`, { headers: ELSEWHERE });
    const here = await observe(`${site.url}/dev/mail`);

    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).not.toContain(email);
    expect(elsewhere.text).not.toMatch(/sign-in code: \d{6}/);
    expect(here.status).toBe(200);
    expect(here.text).toContain(email);
  });

  it("keep the sandbox checkout and its settle endpoint from a client elsewhere", async () => {
    const paymentId = await openPayment(site, 0);

    const page = await observe(`${site.url}/sandbox/checkout/${paymentId}`, {
      headers: ELSEWHERE,
    });
    const settled = await settle(site, paymentId, ELSEWHERE);

    expect(page.status).toBe(404);
    expect(settled.status).toBe(404);
    expect((await observe(`${site.url}/sandbox/checkout/${paymentId}`)).status).toBe(200);
    expect((await settle(site, paymentId)).status).toBe(303);
  });
});

describe("the development tools with DEV_TOOLS=true", () => {
  it("serve a client elsewhere", async () => {
    const email = "open.mailbox@example.com";
    await requestCode(openSite, email);
    const paymentId = await openPayment(openSite, 1);

    const mailbox = await observe(`${openSite.url}/dev/mail`, { headers: ELSEWHERE });
    const page = await observe(`${openSite.url}/sandbox/checkout/${paymentId}`, {
      headers: ELSEWHERE,
    });

    expect(mailbox.status).toBe(200);
    expect(mailbox.text).toContain(email);
    expect(page.status).toBe(200);
    expect((await settle(openSite, paymentId, ELSEWHERE)).status).toBe(303);
  });
});
