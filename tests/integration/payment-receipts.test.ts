import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { outboxAttachments, payments, properties } from "@/db/schema";
import { getConfig, type Config } from "@/lib/config";
import { bearer, signInAs } from "../support/auth";
import {
  bookingRequest,
  paidBooking,
  payInSandbox,
  postJson,
  unpaidBooking,
} from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { mailsTo } from "../support/mail";
import { pdfTextOf } from "../support/pdf";
import { RECEIPT_DOWNLOADS_PER_HOUR } from "@/features/payments/server";
import { call } from "../support/routes";
import { addDays } from "@/lib/dates";

/** Every paid payment has a PDF receipt (issue 20, docs/decisions/0041). */

let guests = 0;
const nextGuest = () => `receipt-guest-${++guests}@example.com`;
const ADDRESS = "Rue de la Gare 1, 6940 Durbuy";

interface Receipted {
  id: string;
  amount: number;
  paidAt: string;
  method: string | null;
  receiptNumber: number;
}

async function paymentsOf(bookingId: string) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

/** The booking as its guest reads it, with the payments that have a receipt. */
async function ownBooking(bookingId: string, token: string) {
  const response = await call("GET", `/api/guest/bookings/${bookingId}`, bearer(token));
  expect(response.status).toBe(200);
  return response.body as { pricing: { summary: { totalPrice: number } }; payments: Receipted[] };
}

const receiptPath = (bookingId: string, paymentId: string) =>
  `/api/guest/bookings/${bookingId}/payments/${paymentId}/receipt`;

async function download(bookingId: string, paymentId: string, token: string) {
  const response = await call("GET", receiptPath(bookingId, paymentId), bearer(token));
  const pdf = new Uint8Array(await response.raw.arrayBuffer());
  return { ...response, pdf, text: pdfTextOf(pdf) };
}

/** Runs `body` with the configuration changed, and puts it back after. */
async function configured(changes: Partial<Config>, body: () => Promise<void>) {
  const config = getConfig();
  const saved = Object.fromEntries(
    Object.keys(changes).map((key) => [key, config[key as keyof Config]]),
  );
  Object.assign(config, changes);
  try {
    await body();
  } finally {
    Object.assign(config, saved);
  }
}

const euros = (amount: number, locale = "en-BE") =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(amount);

describe("receipt numbers", () => {
  it("are given to payments as they are paid: distinct, and each later one higher", async () => {
    const first = await paidBooking(nextGuest());
    const second = await paidBooking(nextGuest());
    const [firstPayment] = await paymentsOf(first.bookingId);
    const [secondPayment] = await paymentsOf(second.bookingId);
    expect(firstPayment).toMatchObject({ status: "paid", receiptNumber: expect.any(Number) });
    expect(secondPayment!.receiptNumber).toBeGreaterThan(firstPayment!.receiptNumber!);
  });
});

describe("a guest's receipt", () => {
  it("is listed with the booking and downloads as a PDF with the amount, the VAT in it, the enterprise number and the guest's name and address", async () => {
    const { bookingId, token } = await paidBooking(nextGuest(), { address: ADDRESS });
    const booking = await ownBooking(bookingId, token);
    const total = booking.pricing.summary.totalPrice;
    const [paid] = await paymentsOf(bookingId);
    expect(booking.payments).toEqual([
      {
        id: paid!.id,
        amount: total,
        paidAt: paid!.paidAt!.toISOString(),
        method: "bancontact",
        receiptNumber: paid!.receiptNumber,
        vatRatePercent: 12,
        vatAmount: Math.round((total * 100 * 12) / 112) / 100,
      },
    ]);

    const receipt = await download(bookingId, paid!.id, token);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect(receipt.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${paid!.receiptNumber}.pdf"`,
    );
    expect(receipt.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(receipt.pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    // Paid today, after 1 March 2026: 12% (tests/integration/vat.test.ts has the rates by date).
    const vat = Math.round((total * 100 * 12) / 112) / 100;
    expect(receipt.text).toContain("Ardennes Stays");
    expect(receipt.text).toContain("Enterprise number BE 0123.456.789");
    expect(receipt.text).toContain(`Receipt no. ${paid!.receiptNumber}`);
    expect(receipt.text).toContain("Ann Peeters");
    expect(receipt.text).toContain(ADDRESS);
    expect(receipt.text).toContain(`Booking ${bookingId}`);
    expect(receipt.text).toMatch(new RegExp(`Amount paid\\n${literally(euros(total))}`));
    expect(receipt.text).toMatch(new RegExp(`VAT included \\(12%\\)\\n${literally(euros(vat))}`));
    expect(receipt.text).toMatch(
      new RegExp(
        `Amount excluding VAT\\n${literally(euros(Math.round((total - vat) * 100) / 100))}`,
      ),
    );
    expect(receipt.text).toMatch(/Payment method\nBancontact/);
  });

  it("names the home's registration number under the home, as the law wants wherever it is sold", async () => {
    const { bookingId, token, property } = await paidBooking(nextGuest());
    const db = await getDb();
    await db
      .update(properties)
      .set({ registrationNumber: "HE-4321/2026" })
      .where(eq(properties.id, property.id));
    const [paid] = await paymentsOf(bookingId);
    const receipt = await download(bookingId, paid!.id, token);
    expect(receipt.text).toMatch(/\nRegistration number: HE-4321\/2026\n/);
  });

  it("names the business and its enterprise number the configuration gives", async () => {
    const { bookingId, token } = await paidBooking(nextGuest());
    const [paid] = await paymentsOf(bookingId);
    await configured(
      {
        BUSINESS_NAME: "Gîtes de la Lesse SRL",
        BUSINESS_ADDRESS: "Rue Haute 1, 5580 Rochefort",
        BUSINESS_REGISTRATION_NUMBER: "BE 0987.654.321",
      },
      async () => {
        const { text } = await download(bookingId, paid!.id, token);
        expect(text).toContain("Gîtes de la Lesse SRL");
        expect(text).toContain("Rue Haute 1, 5580 Rochefort");
        expect(text).toContain("Enterprise number BE 0987.654.321");
      },
    );
  });

  it("is written in the language the booking was made in, money and dates included", async () => {
    const { bookingId, token } = await paidBooking(
      nextGuest(),
      { address: ADDRESS },
      { "accept-language": "fr" },
    );
    const [paid] = await paymentsOf(bookingId);
    const { text } = await download(bookingId, paid!.id, token);
    const amount = paid!.amountCents / 100;
    expect(text).toContain(`Reçu n° ${paid!.receiptNumber}`);
    expect(text).toContain("Numéro d’entreprise BE 0123.456.789");
    // The French thousands separator is a narrow no-break space the standard fonts lack.
    expect(text).toMatch(
      new RegExp(
        `Montant payé\\n${literally(euros(amount, "fr-BE").replaceAll("\u202f", "\u00a0"))}`,
      ),
    );
    expect(text).toMatch(/TVA comprise \(12\u00a0%\)/);
  });

  it("leaves the address out for a booking made without one", async () => {
    const { bookingId, token } = await paidBooking(nextGuest());
    const [paid] = await paymentsOf(bookingId);
    const { text } = await download(bookingId, paid!.id, token);
    expect(text).toMatch(/Received from\nAnn Peeters\nDate paid\n/);
  });
});

/** The files of the latest mail to `email` whose subject matches. */
async function attachedTo(email: string, subject: RegExp) {
  const mail = (await mailsTo(email)).find((candidate) => subject.test(candidate.subject));
  expect(mail, `a mail to ${email} about ${subject}`).toBeDefined();
  const db = await getDb();
  return db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxEmailId, mail!.id));
}

describe("the mail that tells the guest their payment arrived", () => {
  it("carries the payment's receipt: the booking's confirmation, with AUTO_APPROVE", async () => {
    const { bookingId, email, token } = await paidBooking(nextGuest(), { address: ADDRESS });
    const [paid] = await paymentsOf(bookingId);
    const files = await attachedTo(email, /^Your booking is confirmed/);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      filename: `receipt-${paid!.receiptNumber}.pdf`,
      contentType: "application/pdf",
    });
    // The same receipt the guest downloads.
    const downloaded = await download(bookingId, paid!.id, token);
    expect(Buffer.from(files[0]!.content).equals(Buffer.from(downloaded.pdf))).toBe(true);
    expect(pdfTextOf(files[0]!.content)).toContain(ADDRESS);
  });

  it("carries it too when the booking waits for the owner's approval", async () => {
    await configured({ AUTO_APPROVE: false }, async () => {
      const { bookingId, email } = await paidBooking(nextGuest());
      const [paid] = await paymentsOf(bookingId);
      const files = await attachedTo(email, /^Payment received/);
      expect(files.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: `receipt-${paid!.receiptNumber}.pdf`, contentType: "application/pdf" },
      ]);
    });
  });
});

/** What a stranger types as the name and address of a booking for someone else's address. */
const PITCH = "URGENT: your card was charged twice - call +32 470 00 00 00 or evil.example/refund";

/**
 * A booking for another's address, its deposit and balance paid, as a stranger makes it: signed
 * in with their own address, or not signed in.
 */
async function paidForSomeoneElse(signedIn: boolean) {
  const victim = nextGuest();
  const booker = await signInAs(nextGuest());
  const home = await createProperty();
  const friday = upcoming(FRIDAY, 60);
  const request = bookingRequest(home.id, {
    startDate: friday,
    endDate: addDays(friday, 3),
    guestEmail: victim,
    guestName: PITCH,
    address: PITCH,
  });
  const booked = await call(
    "POST",
    "/api/public/bookings",
    signedIn ? bearer(booker.token, postJson(request)) : postJson(request),
  );
  expect(booked.status).toBe(201);
  const bookingId = (booked.body as { id: string }).id;
  await payInSandbox(bookingId);
  await payInSandbox(bookingId);
  const paid = await paymentsOf(bookingId);
  expect(paid.map((payment) => payment.part).sort()).toEqual(["balance", "deposit"]);
  return { bookingId, victim, booker, paid };
}

describe("a receipt for an address the booker has not proven", () => {
  it.each([
    ["signed in with another address", true],
    ["not signed in", false],
  ])(
    "is attached to no mail to that address, the confirmation and the balance's included, when the booker is %s",
    async (_, signedIn) => {
      const { bookingId, victim, booker } = await paidForSomeoneElse(signedIn);
      if (signedIn) {
        const cancelled = await call(
          "POST",
          `/api/guest/bookings/${bookingId}/cancel`,
          bearer(booker.token, { method: "POST" }),
        );
        expect(cancelled.body).toMatchObject({ status: "cancelled", rule: { percent: 100 } });
      }
      const mails = await mailsTo(victim);
      expect(mails.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Your booking is confirmed/),
          expect.stringMatching(/^Balance received/),
        ]),
      );
      const db = await getDb();
      for (const mail of mails) {
        const files = await db
          .select({ filename: outboxAttachments.filename })
          .from(outboxAttachments)
          .where(eq(outboxAttachments.outboxEmailId, mail.id));
        expect(files, mail.subject).toEqual([]);
        expect(`${mail.subject}${mail.textBody}${mail.htmlBody}`).not.toContain("evil.example");
      }
    },
  );

  it("stays downloadable by the booker who signed in, with the name and address they typed", async () => {
    const { bookingId, booker, paid } = await paidForSomeoneElse(true);
    for (const payment of paid) {
      const receipt = await download(bookingId, payment.id, booker.token);
      expect(receipt.status).toBe(200);
      expect(receipt.text).toContain(PITCH);
    }
  });
});

describe("a receipt nobody else gets", () => {
  it("is a 404 for another guest, and a 401 signed out", async () => {
    const { bookingId } = await paidBooking(nextGuest());
    const [paid] = await paymentsOf(bookingId);
    const stranger = await signInAs(nextGuest());
    const theirs = await call("GET", receiptPath(bookingId, paid!.id), bearer(stranger.token));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: "Receipt not found", code: "NOT_FOUND" });
    const signedOut = await call("GET", receiptPath(bookingId, paid!.id));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("is a 404 for a payment of another of the guest's bookings named under this one", async () => {
    const email = nextGuest();
    const first = await paidBooking(email);
    const second = await paidBooking(email);
    const [paid] = await paymentsOf(second.bookingId);
    const mixed = await call("GET", receiptPath(first.bookingId, paid!.id), bearer(first.token));
    expect(mixed.status).toBe(404);
  });

  it("does not exist for a payment that is not paid, which the booking does not list", async () => {
    const { bookingId, token } = await unpaidBooking(nextGuest());
    await call("POST", `/api/public/payments/start/${bookingId}`);
    const [open] = await paymentsOf(bookingId);
    expect(open).toMatchObject({ status: "created", receiptNumber: null });
    const receipt = await call("GET", receiptPath(bookingId, open!.id), bearer(token));
    expect(receipt.status).toBe(404);
    expect((await ownBooking(bookingId, token)).payments).toEqual([]);
  });

  it("is not listed in the public view of the booking", async () => {
    const { bookingId } = await paidBooking(nextGuest());
    const publicView = await call("GET", `/api/public/bookings/${bookingId}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body).not.toHaveProperty("payments");
  });
});

describe("downloading receipts over and over", () => {
  it("gives a guest 30 an hour, then a 429 with Retry-After", async () => {
    const { bookingId, token } = await paidBooking(nextGuest());
    const [paid] = await paymentsOf(bookingId);
    for (let download = 1; download <= RECEIPT_DOWNLOADS_PER_HOUR; download++) {
      expect((await call("GET", receiptPath(bookingId, paid!.id), bearer(token))).status).toBe(200);
    }
    const refused = await call("GET", receiptPath(bookingId, paid!.id), bearer(token));
    expect(refused.status).toBe(429);
    expect(Number(refused.raw.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      error: expect.stringMatching(/^Too many receipt downloads\. Please try again in /),
    });
  });
});

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
