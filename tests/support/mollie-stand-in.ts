import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

interface StandInPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
}

export interface MollieStandIn {
  endpoint: string;
  /** The stand-in's self-signed certificate, for the client to trust. */
  certificate: string;
  payments: Map<string, StandInPayment>;
  refunds: { paymentId: string; amount: { currency: string; value: string } }[];
  authorizations: string[];
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
    profileId: "pfl_standin",
    sequenceType: "oneoff",
    _links: {
      self: { href: `${base}payments/${payment.id}`, type: "application/hal+json" },
      checkout: { href: `https://checkout.mollie.test/${payment.id}`, type: "text/html" },
    },
  };
}

/** A local HTTPS stand-in for the Mollie v2 endpoints the app uses: create, get, refund. */
export async function startMollieStandIn(): Promise<MollieStandIn> {
  const payments = new Map<string, StandInPayment>();
  const refunds: MollieStandIn["refunds"] = [];
  const authorizations: string[] = [];
  const tls = selfSignedCertificate();
  let base = "";
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      authorizations.push(request.headers.authorization ?? "");
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      const route = new URL(request.url ?? "/", "https://stand-in").pathname.replace(/^\/v2/, "");
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/hal+json" });
        response.end(JSON.stringify(json));
      };
      const refund = /^\/payments\/([^/]+)\/refunds$/.exec(route);
      const single = /^\/payments\/([^/]+)$/.exec(route);
      if (request.method === "POST" && route === "/payments") {
        const payment = { id: `tr_${randomBytes(5).toString("hex")}`, status: "open", ...body };
        payments.set(payment.id, payment);
        send(201, paymentJson(payment, base));
      } else if (request.method === "GET" && single) {
        const payment = payments.get(single[1] ?? "");
        if (payment) send(200, paymentJson(payment, base));
        else send(404, { status: 404, title: "Not Found", detail: "No payment exists with token" });
      } else if (request.method === "POST" && refund) {
        refunds.push({ paymentId: refund[1] ?? "", amount: body.amount });
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
    authorizations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
