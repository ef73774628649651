import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, ownerActivity, travellerRegisterEntries } from "@/db/schema";
import { purgeExpiredPersonalData } from "@/features/privacy/server";
import { getRegister, sendRegisterReminders } from "@/features/traveller-register/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { paidBooking, postJson, unpaidBooking } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { mailsTo } from "../support/mail";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call } from "../support/routes";

/** The traveller register (issue 32, part 5; docs/decisions/0053). */

const OWNER = "register-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;
let guests = 0;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const ann = {
  surname: "Peeters",
  firstNames: "Ann Marie",
  birthPlace: "Leuven",
  birthDate: "1984-03-09",
  nationality: "Belgian",
};
const tom = { ...ann, firstNames: "Tom", birthDate: "2015-11-20" };

/** A confirmed stay of two guests, booked by a signed-in guest. */
async function stay() {
  guests += 1;
  return paidBooking(`register-${guests}@example.com`);
}

const path = (bookingId: string) => `/api/guest/bookings/${bookingId}/register`;

function save(token: string, bookingId: string, travellers: unknown[]) {
  return call("POST", path(bookingId), bearer(token, postJson({ travellers })));
}

async function entries(bookingId: string) {
  const db = await getDb();
  return db
    .select()
    .from(travellerRegisterEntries)
    .where(eq(travellerRegisterEntries.bookingId, bookingId));
}

describe("the guest's traveller register", () => {
  it("is empty at first, then holds exactly the travellers the guest saves", async () => {
    const { bookingId, token, request } = await stay();
    const empty = await call("GET", path(bookingId), bearer(token));
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toContain("no-store");
    expect(empty.body).toMatchObject({
      bookingId,
      maxTravellers: 2,
      editable: true,
      filledBy: null,
      travellers: [],
      startDate: request.startDate.slice(0, 10),
    });

    const saved = await save(token, bookingId, [ann, { ...tom, surname: "  Peeters " }]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ filledBy: "guest", travellers: [ann, tom] });
    // Only the five fields the rules ask for are stored, nothing the body carried besides.
    const extra = await save(token, bookingId, [{ ...ann, idNumber: "591-1234567-89" }]);
    expect(extra.status).toBe(200);
    const rows = await entries(bookingId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("591-1234567-89");
  });

  it("answers another guest, and a booking that does not exist, with the same 404", async () => {
    const { bookingId, token } = await stay();
    await save(token, bookingId, [ann]);
    const stranger = await signInAs(`register-stranger-${guests}@example.com`);
    const theirs = await call("GET", path(bookingId), bearer(stranger.token));
    const missing = await call(
      "GET",
      path("00000000-0000-4000-8000-000000000000"),
      bearer(stranger.token),
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await save(stranger.token, bookingId, [tom])).status).toBe(404);
    expect((await entries(bookingId)).map((row) => row.firstNames)).toEqual(["Ann Marie"]);
    // Without a session, nothing; the public booking view shows no register.
    expect((await call("GET", path(bookingId))).status).toBe(401);
    expect((await call("POST", path(bookingId), postJson({ travellers: [tom] }))).status).toBe(401);
    const publicView = await call("GET", `/api/public/bookings/${bookingId}`);
    expect(JSON.stringify(publicView.body)).not.toContain("Leuven");
  });

  it("takes at most the booking's guests, every field within its length, real dates of birth", async () => {
    const { bookingId, token } = await stay();
    const tooMany = await save(token, bookingId, [ann, tom, ann]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: "This booking is for 2 guests: list at most that many travellers",
    });
    const cases = [
      { ...ann, surname: "x".repeat(101) },
      { ...ann, nationality: "x".repeat(61) },
      { ...ann, birthPlace: "" },
      { ...ann, birthDate: "2999-01-01" },
      { ...ann, birthDate: "1984-02-30" },
      { ...ann, birthDate: "09/03/1984" },
    ];
    for (const traveller of cases) {
      expect((await save(token, bookingId, [traveller])).status).toBe(400);
    }
    expect((await save(token, bookingId, [])).status).toBe(400);
    expect(await entries(bookingId)).toEqual([]);
  });

  it("is written for a confirmed stay only, and until its day of departure", async () => {
    guests += 1;
    const unpaid = await unpaidBooking(`register-${guests}@example.com`);
    const refused = await save(unpaid.token, unpaid.bookingId, [ann]);
    expect(refused.status).toBe(409);
    expect((await call("GET", path(unpaid.bookingId), bearer(unpaid.token))).body).toMatchObject({
      editable: false,
    });

    // A stay that ends today (its dates moved, as time would; the session stays fresh).
    const { bookingId, token } = await stay();
    const db = await getDb();
    const today = todayInBrussels(clock.now());
    const moveTo = (endDate: string) =>
      db
        .update(bookings)
        .set({ startDate: addDays(endDate, -3), endDate })
        .where(eq(bookings.id, bookingId));
    await moveTo(today);
    expect((await save(token, bookingId, [ann])).status).toBe(200);
    await moveTo(addDays(today, -1));
    const late = await save(token, bookingId, [tom]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: "The traveller register can no longer be changed: the stay has ended",
    });
    expect((await entries(bookingId)).map((row) => row.firstNames)).toEqual(["Ann Marie"]);
  });

  it("limits one guest's saves per hour", async () => {
    const { bookingId, token } = await stay();
    for (let i = 0; i < 30; i++) {
      expect((await save(token, bookingId, [ann])).status).toBe(200);
    }
    const limited = await save(token, bookingId, [ann]);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("the owner's traveller register", () => {
  it("is closed to anyone without an owner session, a guest's token included", async () => {
    const { bookingId, token } = await stay();
    const url = `/api/owner/bookings/${bookingId}/register`;
    expect((await call("GET", url)).status).toBe(401);
    expect((await call("GET", url, bearer(token))).status).toBe(401);
    expect((await call("POST", url, bearer(token, postJson({ travellers: [ann] })))).status).toBe(
      401,
    );
    const csv = "/api/owner/traveller-register.csv?from=2020-01-01&to=2020-12-31";
    expect((await call("GET", csv, bearer(token))).status).toBe(401);
    // A change without the session's CSRF token is refused even with the session.
    expect((await owner.send("POST", url, { travellers: [ann] })).status).toBe(403);
  });

  it("shows the guest's register, fills it in at arrival, logs how many and never who", async () => {
    const { bookingId, token } = await stay();
    await save(token, bookingId, [ann]);
    const url = `/api/owner/bookings/${bookingId}/register`;
    const seen = await owner.send("GET", url);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ filledBy: "guest", travellers: [ann] });

    const filled = await owner.send(
      "POST",
      url,
      { travellers: [ann, tom] },
      {
        "x-csrf-token": await owner.csrfToken(),
      },
    );
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ filledBy: "owner", travellers: [ann, tom] });
    const guestView = await call("GET", path(bookingId), bearer(token));
    expect(guestView.body).toMatchObject({ filledBy: "owner", travellers: [ann, tom] });

    const db = await getDb();
    const log = await db.select().from(ownerActivity).where(eq(ownerActivity.subjectId, bookingId));
    expect(log.map((entry) => [entry.action, entry.after])).toEqual([
      ["booking.traveller_register", { travellers: 2 }],
    ]);
    expect(JSON.stringify(log)).not.toContain("Peeters");
  });

  it("exports a period's registers as formula-safe CSV, cancelled stays left out", async () => {
    const { bookingId, token, request } = await stay();
    await save(token, bookingId, [{ ...ann, birthPlace: "=HYPERLINK(1)" }, tom]);
    const arrival = request.startDate.slice(0, 10);
    const answer = await owner.send(
      "GET",
      `/api/owner/traveller-register.csv?from=${arrival}&to=${addDays(arrival, 1)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.raw.headers.get("content-type")).toContain("text/csv");
    expect(answer.raw.headers.get("content-disposition")).toContain("attachment");
    const csv = await answer.raw.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Home,Arrival,Departure,Surname,First names,Place of birth,Date of birth,Nationality,Booking",
    );
    const ours = lines.filter((line) => line.endsWith(bookingId));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toContain(",Peeters,Ann Marie,'=HYPERLINK(1),1984-03-09,Belgian,");

    const db = await getDb();
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, bookingId));
    const after = await owner.send(
      "GET",
      `/api/owner/traveller-register.csv?from=${arrival}&to=${addDays(arrival, 1)}`,
    );
    expect(await after.raw.text()).not.toContain(bookingId);

    const tooLong = await owner.send(
      "GET",
      `/api/owner/traveller-register.csv?from=2025-01-01&to=2026-01-03`,
    );
    expect(tooLong.status).toBe(400);
  });
});

describe("the reminder and the retention of the register", () => {
  it("reminds once, 7 days before arrival, only while the register is empty", async () => {
    const empty = await stay();
    const filled = await stay();
    await save(filled.token, filled.bookingId, [ann]);
    const arrival = empty.request.startDate.slice(0, 10);

    clock.now = () => new Date(`${addDays(arrival, -8)}T10:00:00Z`);
    await sendRegisterReminders();
    const subject = (email: string) =>
      mailsTo(email).then((mails) =>
        mails.filter((mail) => mail.subject.includes("the traveller register")),
      );
    expect(await subject(empty.email)).toHaveLength(0);

    clock.now = () => new Date(`${addDays(arrival, -7)}T10:00:00Z`);
    await Promise.all([sendRegisterReminders(), sendRegisterReminders()]);
    await sendRegisterReminders();
    const sent = await subject(empty.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain(`/bookings/${empty.bookingId}/register`);
    expect(await subject(filled.email)).toHaveLength(0);
  });

  it("erases a register the configured days after departure, and keeps it before", async () => {
    const { bookingId, token, request } = await stay();
    await save(token, bookingId, [ann, tom]);
    const departure = request.endDate.slice(0, 10);
    const days = getConfig().TRAVELLER_REGISTER_RETENTION_DAYS;
    expect(days).toBe(365);

    clock.now = () => new Date(`${addDays(departure, days)}T10:00:00Z`);
    await purgeExpiredPersonalData();
    expect(await entries(bookingId)).toHaveLength(2);

    clock.now = () => new Date(`${addDays(departure, days + 1)}T10:00:00Z`);
    const deleted = await purgeExpiredPersonalData();
    expect(deleted.travellerRegisterEntries).toBeGreaterThanOrEqual(2);
    expect(await entries(bookingId)).toHaveLength(0);
    // The booking stays (seven years); its register reads as never filled in.
    const db = await getDb();
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toHaveLength(1);
    expect(await getRegister({ owner: OWNER }, bookingId)).toMatchObject({
      travellers: [],
      filledBy: null,
      editable: false,
    });
  });
});
