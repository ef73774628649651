import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sandboxPayments } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { configureForFile, withOwners } from "../support/config";
import { paidBooking } from "../support/bookings";
import { mailsTo } from "../support/mail";
import { enrolOwner, type OwnerBrowser } from "../support/owner";

/** The owner's Bookings calls (issue 16): the list, one booking, and the actions through the API. */

const OWNER = "bookings-owner@owners.example";
// The request flow: the owner decides on every paid booking.
configureForFile({ ...withOwners(OWNER), AUTO_APPROVE: false });
let owner: OwnerBrowser;
let guestNumber = 0;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

function guestBooking(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return paidBooking(`owner-bookings-${guestNumber}@example.com`, overrides);
}

interface Row {
  id: string;
  propertyName: string;
  guestName: string;
  guestEmail: string;
  status: string;
  total: number;
  amountPaid: number;
  amountRefunded: number;
}
interface Page {
  bookings: Row[];
  total: number;
}

async function list(query: string) {
  const answer = await owner.send("GET", `/api/owner/bookings?${query}`);
  return answer;
}

async function ids(query: string): Promise<string[]> {
  const answer = await list(query);
  expect(answer.status).toBe(200);
  return (answer.body as Page).bookings.map((row) => row.id);
}

async function detail(id: string) {
  const answer = await owner.send("GET", `/api/owner/bookings/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as Row & {
    guestPhone: string | null;
    address: string | null;
    specialRequests: string | null;
    quote: { summary: { totalPrice: number } } | null;
    payments: { status: string; amount: number; paidAt: string | null }[];
    refunds: { id: string; status: string; amount: number; lastError: string | null }[];
    activity: { action: string; actor: string }[];
  };
}

async function sandboxRefundedCents(paymentId: string) {
  const db = await getDb();
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  return row!.refundedCents;
}

describe("GET /api/owner/bookings", () => {
  it("refuses a date PostgreSQL has no day for (year 0000) with a 400, not a 500", async () => {
    const response = await list("to=0000-01-01");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "INVALID_INPUT",
      error: "to must be a date as YYYY-MM-DD",
    });
  });

  it("lists every booking newest first, with the home, the guest and the money", async () => {
    const older = await guestBooking();
    const newer = await guestBooking();

    const answer = await list("limit=2");

    expect(answer.status).toBe(200);
    const page = answer.body as Page;
    expect(page.bookings.map((row) => row.id)).toEqual([newer.bookingId, older.bookingId]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const [row] = page.bookings;
    expect(row).toMatchObject({
      propertyName: newer.property.name,
      guestName: "Ann Peeters",
      guestEmail: newer.email,
      status: "paid",
      amountRefunded: 0,
    });
    expect(row?.amountPaid).toBe(row?.total);
  });

  it("pages on with offset and counts what matches", async () => {
    const first = await guestBooking();
    const second = await guestBooking();

    expect(await ids("limit=1&offset=0")).toEqual([second.bookingId]);
    expect(await ids("limit=1&offset=1")).toEqual([first.bookingId]);
    const page = (await list("limit=1")).body as Page;
    expect(page.bookings).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it("filters by home, status and stays overlapping the dates", async () => {
    const booking = await guestBooking();
    const home = `propertyId=${booking.property.id}`;
    const start = booking.request.startDate.slice(0, 10);
    const end = addDays(start, 3);

    expect(await ids(home)).toEqual([booking.bookingId]);
    expect(await ids(`${home}&status=paid`)).toEqual([booking.bookingId]);
    expect(await ids(`${home}&status=approved`)).toEqual([]);
    expect(await ids(`${home}&from=${addDays(start, 2)}&to=${addDays(start, 10)}`)).toEqual([
      booking.bookingId,
    ]);
    expect(await ids(`${home}&from=${end}&to=${addDays(end, 5)}`)).toEqual([]);
    expect(await ids(`${home}&from=${addDays(start, -5)}&to=${start}`)).toEqual([]);
  });

  it.each([
    ["status=lost", "status"],
    ["propertyId=not-a-home", "propertyId"],
    ["from=2026-13-01", "from"],
    ["from=2027-05-10&to=2027-05-01", "to"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["offset=-1", "offset"],
  ])("answers 400 in the error shape to %s", async (query, field) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "INVALID_INPUT", error: expect.any(String) });
    expect(JSON.stringify(answer.body)).toContain(field);
  });
});

describe("GET /api/owner/bookings/{id}", () => {
  it("shows the guest's details, the stored quote, the payment and no refund yet", async () => {
    const booking = await guestBooking({
      address: "Rue du Moulin 4, 6940 Durbuy",
      specialRequests: "A cot for the baby, please",
    });

    const shown = await detail(booking.bookingId);

    expect(shown).toMatchObject({
      id: booking.bookingId,
      guestEmail: booking.email,
      guestPhone: "+32 470 11 22 33",
      address: "Rue du Moulin 4, 6940 Durbuy",
      specialRequests: "A cot for the baby, please",
      status: "paid",
      refunds: [],
      activity: [],
    });
    expect(shown.quote?.summary.totalPrice).toBe(shown.total);
    expect(shown.payments).toEqual([
      expect.objectContaining({ status: "paid", amount: shown.total, paidAt: expect.any(String) }),
    ]);
  });

  it("answers 404 to a booking that does not exist and 400 to an id that is not one", async () => {
    const missing = await owner.send("GET", `/api/owner/bookings/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "NOT_FOUND" });
    expect((await owner.send("GET", "/api/owner/bookings/42")).status).toBe(400);
  });
});

describe("the owner's actions through the API", () => {
  it("approves a paid booking: the guest is mailed, the log names the owner, twice is a 409", async () => {
    const booking = await guestBooking();

    const answer = await owner.change(`/api/owner/bookings/${booking.bookingId}/approve`);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ bookingId: booking.bookingId, status: "approved", refunds: [] });
    expect((await mailsTo(booking.email))[0]?.subject).toMatch(/^Your booking is approved: /);
    const shown = await detail(booking.bookingId);
    expect(shown.status).toBe("approved");
    expect(shown.activity).toEqual([
      expect.objectContaining({ action: "booking.approve", actor: OWNER }),
    ]);
    const again = await owner.change(`/api/owner/bookings/${booking.bookingId}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "CONFLICT" });
  });

  it("rejects a paid booking and refunds all of it through the provider", async () => {
    const booking = await guestBooking();
    const paid = (await detail(booking.bookingId)).amountPaid;

    const answer = await owner.change(`/api/owner/bookings/${booking.bookingId}/reject`);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "rejected",
      refunds: [{ amount: paid, status: "refunded" }],
    });
    expect(await sandboxRefundedCents(booking.paymentId)).toBe(Math.round(paid * 100));
    expect((await mailsTo(booking.email))[0]?.subject).toMatch(
      /^Your booking request was declined/,
    );
    const shown = await detail(booking.bookingId);
    expect(shown).toMatchObject({ status: "rejected", amountRefunded: paid });
    expect(shown.refunds).toEqual([expect.objectContaining({ amount: paid, status: "refunded" })]);
  });

  it("cancels with the refund the owner confirms, after offering the terms' amount", async () => {
    const booking = await guestBooking();
    const url = `/api/owner/bookings/${booking.bookingId}`;
    const paid = (await detail(booking.bookingId)).amountPaid;

    const offer = await owner.send("GET", `${url}/cancellation`);
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ paid, refundable: paid });
    const half = Math.round(paid * 50) / 100;

    const answer = await owner.change(`${url}/cancel`, { refund: half });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "cancelled",
      refunds: [{ amount: half, status: "refunded" }],
    });
    expect(await sandboxRefundedCents(booking.paymentId)).toBe(Math.round(half * 100));
    expect((await mailsTo(booking.email))[0]?.subject).toMatch(/cancel/i);
    const shown = await detail(booking.bookingId);
    expect(shown).toMatchObject({ status: "cancelled", amountRefunded: half });
    expect(shown.activity[0]).toMatchObject({ action: "booking.cancel", actor: OWNER });
    const again = await owner.change(`${url}/cancel`, { refund: 0 });
    expect(again.status).toBe(409);
  });

  it("refuses a refund above what was paid with a 400, and changes nothing", async () => {
    const booking = await guestBooking();
    const url = `/api/owner/bookings/${booking.bookingId}`;
    const paid = (await detail(booking.bookingId)).amountPaid;
    const mailsBefore = (await mailsTo(booking.email)).length;

    const answer = await owner.change(`${url}/cancel`, { refund: paid + 0.01 });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "INVALID_INPUT",
      error: expect.stringMatching(/at most/),
    });
    const shown = await detail(booking.bookingId);
    expect(shown).toMatchObject({ status: "paid", refunds: [], activity: [] });
    expect(await mailsTo(booking.email)).toHaveLength(mailsBefore);
  });

  it.each([[{}], [{ refund: -1 }], [{ refund: "10" }]])(
    "answers 400 to a cancellation with %j",
    async (body) => {
      const booking = await guestBooking();
      const answer = await owner.change(`/api/owner/bookings/${booking.bookingId}/cancel`, body);
      expect(answer.status).toBe(400);
      expect((await detail(booking.bookingId)).status).toBe("paid");
    },
  );

  it("answers 409 to retrying a refund already made, and 404 to one unknown", async () => {
    const booking = await guestBooking();
    await owner.change(`/api/owner/bookings/${booking.bookingId}/reject`);
    const [refund] = (await detail(booking.bookingId)).refunds;

    const made = await owner.change(`/api/owner/refunds/${refund!.id}/retry`);
    expect(made.status).toBe(409);
    const unknown = await owner.change(`/api/owner/refunds/${crypto.randomUUID()}/retry`);
    expect(unknown.status).toBe(404);
  });
});
