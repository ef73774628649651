import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { forgetConfig } from "@/lib/config";

interface StandInPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  /** Mollie cancels an open payment only for some methods (a bank transfer, not a card). */
  cancelable?: boolean;
  /** The methods the payment was created with, for the guest to choose from. */
  offered?: string | string[];
  /** The method the guest chose, null until then (a test sets it when it pays). */
  method?: string | null;
}

export interface MollieStandIn {
  endpoint: string;
  /** The stand-in's self-signed certificate, for the client to trust. */
  certificate: string;
  payments: Map<string, StandInPayment>;
  /** Every refund made, once per idempotency key, as Mollie keeps them. */
  refunds: { paymentId: string; amount: { currency: string; value: string }; metadata?: unknown }[];
  /** Every refund request, a replay with a known idempotency key included. */
  refundRequests: { paymentId: string; idempotencyKey: string | undefined }[];
  /** How many of the next refund requests Mollie refuses (422: balance too low). */
  refusedRefunds: number;
  authorizations: string[];
  /**
   * Makes the next read of a payment answer its status as it is when asked, but only once
   * `release` is called: a provider answer that arrives late, after newer ones.
   */
  delayNextRead(paymentId: string): { asked: Promise<void>; release(): void };
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mollie-stand-in-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "pipe" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function paymentJson(payment: StandInPayment, base: string) {
  return {
    resource: "payment",
    id: payment.id,
    mode: "test",
    createdAt: new Date().toISOString(),
    status: payment.status,
    amount: payment.amount,
    description: payment.description,
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    metadata: payment.metadata,
    method: payment.method ?? null,
    profileId: "pfl_standin",
    sequenceType: "oneoff",
    _links: {
      self: { href: `${base}payments/${payment.id}`, type: "application/hal+json" },
      checkout: { href: `https://checkout.mollie.test/${payment.id}`, type: "text/html" },
    },
  };
}

/**
 * A local HTTPS stand-in for the Mollie v2 endpoints the app uses: create, get, cancel and
 * refund a payment. Like Mollie, it answers a repeated POST with a known Idempotency-Key with
 * the first answer.
 */
export async function startMollieStandIn(): Promise<MollieStandIn> {
  const payments = new Map<string, StandInPayment>();
  const refunds: MollieStandIn["refunds"] = [];
  const refundRequests: MollieStandIn["refundRequests"] = [];
  const authorizations: string[] = [];
  const answered = new Map<string, { status: number; json: unknown }>();
  const delayed = new Map<string, { asked(): void; released: Promise<void> }>();
  const tls = selfSignedCertificate();
  let base = "";
  const standIn = { refusedRefunds: 0 };
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      authorizations.push(request.headers.authorization ?? "");
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      const route = new URL(request.url ?? "/", "https://stand-in").pathname.replace(/^\/v2/, "");
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? `${route}:${key}` : undefined;
      const send = (status: number, json: unknown) => {
        if (idempotencyKey && status < 500) answered.set(idempotencyKey, { status, json });
        response.writeHead(status, { "content-type": "application/hal+json" });
        response.end(JSON.stringify(json));
      };
      const refund = /^\/payments\/([^/]+)\/refunds$/.exec(route);
      const single = /^\/payments\/([^/]+)$/.exec(route);
      if (request.method === "POST" && refund) {
        refundRequests.push({ paymentId: refund[1] ?? "", idempotencyKey: key as string });
      }
      const replay = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (replay && request.method === "POST") {
        response.writeHead(replay.status, { "content-type": "application/hal+json" });
        response.end(JSON.stringify(replay.json));
      } else if (request.method === "POST" && route === "/payments") {
        const { method: offered, ...rest } = body as { method?: string | string[] };
        const payment = {
          id: `tr_${randomBytes(5).toString("hex")}`,
          status: "open",
          ...rest,
          offered,
          // One method offered is the method; among several the guest chooses on Mollie's page.
          method: typeof offered === "string" ? offered : null,
        } as StandInPayment;
        payments.set(payment.id, payment);
        send(201, paymentJson(payment, base));
      } else if (request.method === "GET" && single) {
        const payment = payments.get(single[1] ?? "");
        const delay = delayed.get(single[1] ?? "");
        if (!payment) {
          send(404, { status: 404, title: "Not Found", detail: "No payment exists with token" });
        } else if (delay) {
          delayed.delete(payment.id);
          const answer = paymentJson({ ...payment }, base);
          delay.asked();
          void delay.released.then(() => send(200, answer));
        } else send(200, paymentJson(payment, base));
      } else if (request.method === "DELETE" && single) {
        const payment = payments.get(single[1] ?? "");
        if (payment?.status === "open" && payment.cancelable !== false) {
          payment.status = "canceled";
          send(200, paymentJson(payment, base));
        } else {
          send(422, {
            status: 422,
            title: "Unprocessable Entity",
            detail: "The payment cannot be canceled",
          });
        }
      } else if (request.method === "POST" && refund && standIn.refusedRefunds > 0) {
        standIn.refusedRefunds -= 1;
        response.writeHead(422, { "content-type": "application/hal+json" });
        response.end(
          JSON.stringify({
            status: 422,
            title: "Unprocessable Entity",
            detail: "The amount of the refund exceeds the balance available for refunds",
          }),
        );
      } else if (request.method === "POST" && refund) {
        refunds.push({ paymentId: refund[1] ?? "", amount: body.amount, metadata: body.metadata });
        send(201, {
          resource: "refund",
          id: `re_${randomBytes(5).toString("hex")}`,
          amount: body.amount,
          status: "pending",
          paymentId: refund[1],
          createdAt: new Date().toISOString(),
          _links: { self: { href: `${base}refunds`, type: "application/hal+json" } },
        });
      } else {
        send(404, {
          status: 404,
          title: "Not Found",
          detail: `No route ${request.method} ${route}`,
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  base = `https://127.0.0.1:${port}/v2/`;
  return {
    endpoint: base,
    certificate: tls.cert,
    payments,
    refunds,
    refundRequests,
    get refusedRefunds() {
      return standIn.refusedRefunds;
    },
    set refusedRefunds(count: number) {
      standIn.refusedRefunds = count;
    },
    authorizations,
    delayNextRead(paymentId) {
      let asked = () => {};
      let release = () => {};
      const askedPromise = new Promise<void>((resolve) => (asked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      delayed.set(paymentId, { asked, released });
      return { asked: askedPromise, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Makes the app of this test file pay through Mollie, that is the stand-in: the configuration
 * names it before anything reads the configuration, and @mollie/api-client, which pins its own
 * CA bundle, trusts the stand-in's certificate in this test process only.
 */
export async function payThroughMollieStandIn(): Promise<{
  mollie: MollieStandIn;
  restore(): Promise<void>;
}> {
  const mollie = await startMollieStandIn();
  const OriginalAgent = https.Agent;
  https.Agent = class extends OriginalAgent {
    constructor(options?: https.AgentOptions) {
      super({ ...options, ca: mollie.certificate });
    }
  } as typeof https.Agent;
  const names = ["PAYMENT_PROVIDER", "MOLLIE_API_KEY", "MOLLIE_API_ENDPOINT"] as const;
  const before = names.map((name) => process.env[name]);
  Object.assign(process.env, {
    PAYMENT_PROVIDER: "mollie",
    MOLLIE_API_KEY: "test_standin1234567890abcdefghijkl",
    MOLLIE_API_ENDPOINT: mollie.endpoint,
  });
  forgetConfig();
  return {
    mollie,
    async restore() {
      https.Agent = OriginalAgent;
      names.forEach((name, i) => {
        if (before[i] === undefined) delete process.env[name];
        else process.env[name] = before[i];
      });
      forgetConfig();
      await mollie.close();
    },
  };
}

/**
 * Pays through the stand-in for every test of the calling file: started before the first test
 * (handed to `started`), and the configuration restored after the last.
 */
export function payThroughMollieStandInInThisFile(started: (mollie: MollieStandIn) => void): void {
  let restore: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const standIn = await payThroughMollieStandIn();
    restore = standIn.restore;
    started(standIn.mollie);
  });
  afterAll(async () => {
    await restore?.();
  });
}
