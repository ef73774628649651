import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  bookings,
  calendarFeeds,
  giftVouchers,
  importedStays,
  ownerBlocks,
  payments,
  properties,
  refunds,
} from "@/db/schema";
import { REFUND_REASONS } from "@/db/enums";
import { LOCALES } from "@/i18n/locales";
import {
  monthPeriod,
  monthsOf,
  periodOfDays,
  totalsOf,
  quarterPeriod,
  stayRevenueCents,
  yearPeriod,
  type ReportPeriod,
} from "@/features/reports";
import { monthlyFigures, ownerReport } from "@/features/reports/server";
import { addDays, daysBetween, todayInBrussels } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { configureForFile, withOwners } from "../support/config";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { pdfTextOf } from "../support/pdf";
import { call } from "../support/routes";

/**
 * The owner's report (issue 37) on random bookings, cancellations, payments, refunds, blocks and
 * channel stays: every figure equals the hand sum of the rows it is made from, stays across the
 * period's edges counted pro rata, for all homes and for one.
 */

const OWNER = "report-owner@owners.example";
configureForFile(withOwners(OWNER));

/** A small seeded generator (mulberry32): the same seed makes the same data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const SEED = 20261128;
const random = generator(SEED);
/** Random days fall in 2029 and either side of it. */
const dayIn = () => addDays("2028-11-15", random.int(0, 440));
const instantOn = (day: string) =>
  new Date(`${day}T${String(random.int(0, 23)).padStart(2, "0")}:${random.int(10, 59)}:00Z`);

async function randomData() {
  const db = await getDb();
  const homes = await db
    .insert(properties)
    .values(
      [0, 1, 2].map((index) => ({
        name: `Report home ${index}`,
        maxGuests: 6,
        pricePerNightCents: 10_000,
        isActive: index !== 2,
      })),
    )
    .returning({ id: properties.id });
  const homeIds = homes.map((home) => home.id);
  for (const propertyId of homeIds) {
    const [feed] = await db
      .insert(calendarFeeds)
      .values({
        propertyId,
        label: "Airbnb",
        url: "https://example.com/a.ics",
        exportToken: `report-${propertyId}`,
      })
      .returning({ id: calendarFeeds.id });
    for (let index = 0; index < 6; index++) {
      const start = dayIn();
      await db.insert(importedStays).values({
        feedId: feed!.id,
        propertyId,
        uid: `stay-${index}`,
        startDate: start,
        endDate: addDays(start, random.int(1, 9)),
        holdsNights: random.next() < 0.7,
      });
      const blocked = dayIn();
      await db.insert(ownerBlocks).values({
        propertyId,
        startDate: blocked,
        endDate: addDays(blocked, random.int(1, 12)),
      });
    }
  }
  const [voucher] = await db
    .insert(giftVouchers)
    .values({
      code: "REPO-RTVO-UCHR-TEST",
      amountCents: 50_000,
      remainingCents: 10_000,
      buyerName: "Buyer",
      buyerEmail: "buyer@example.com",
      expiresOn: "2031-01-01",
    })
    .returning({ id: giftVouchers.id });
  const saleAt = instantOn(dayIn());
  await db.insert(payments).values({
    giftVoucherId: voucher!.id,
    provider: "sandbox",
    providerPaymentId: "tr_report_sale",
    status: "paid",
    amountCents: 50_000,
    method: "bancontact",
    expiresAt: saleAt,
    paidAt: saleAt,
  });
  const statuses = ["paid", "approved", "cancelled", "rejected", "pending"] as const;
  for (let index = 0; index < 70; index++) {
    const start = dayIn();
    const nights = random.int(1, 14);
    const status = random.pick(statuses);
    const confirmed = status !== "pending" && random.next() < 0.9;
    const createdAt = instantOn(addDays(start, -random.int(0, 200)));
    const base = random.int(50, 400) * 100 * nights;
    const extras = random.next() < 0.5 ? [] : [{ total: random.int(1, 9000) }, { total: 2500 }];
    const quote = {
      basePrice: { perNight: 0, total: base, lines: [] },
      supplements: { perNight: 0, total: random.int(0, 3) * 1000 },
      touristTax: { perNight: 0, total: random.int(0, 4000) },
      cleaningFee: 6000,
      serviceFee: random.pick([0, 4500]),
      extras,
      discount: random.next() < 0.3 ? { code: "X", amount: random.int(1, 5000) } : null,
      summary: { nights, guests: 2, totalPrice: base },
    };
    const [booking] = await db
      .insert(bookings)
      .values({
        propertyId: random.pick(homeIds),
        guestName: "Guest",
        guestEmail: `guest-${index}@example.com`,
        startDate: start,
        endDate: addDays(start, nights),
        guestCount: 2,
        status,
        quote,
        totalCents: base,
        locale: random.pick(LOCALES),
        createdAt,
        paymentConfirmedAt: confirmed ? createdAt : null,
        cancelledAt:
          status === "cancelled" || status === "rejected"
            ? instantOn(addDays(start, -random.int(0, 60)))
            : null,
        securityDepositCents: 20_000,
        ...(random.next() < 0.3
          ? (() => {
              const settledAt = instantOn(addDays(start, nights + random.int(0, 10)));
              return {
                securityDepositKeptCents: random.int(0, 20_000),
                securityDepositSettledAt: settledAt,
              };
            })()
          : {}),
      })
      .returning({ id: bookings.id });
    for (let count = random.int(0, 2); count > 0; count--) {
      const paidAt = instantOn(dayIn());
      const deposit = random.pick([0, 20_000]);
      const amount = random.int(1, 2000) * 100 + deposit;
      const voucherCents = random.next() < 0.25 ? random.int(0, amount - deposit) : 0;
      const status = random.pick(["paid", "paid", "paid", "failed"] as const);
      const rate = random.pick([600, 600, 2100, null]);
      const [payment] = await db
        .insert(payments)
        .values({
          bookingId: booking!.id,
          provider: "sandbox",
          providerPaymentId: `tr_report_${index}_${count}`,
          status,
          amountCents: amount,
          securityDepositCents: deposit,
          method: random.pick(["bancontact", "ideal", "creditcard", "paypal", "giftvoucher", null]),
          expiresAt: paidAt,
          paidAt: status === "paid" ? paidAt : null,
          vatRateBasisPoints: rate,
          vatCents:
            rate === null ? null : Math.round(((amount - deposit) * rate) / (10_000 + rate)),
          paidWithVoucherId: voucherCents > 0 ? voucher!.id : null,
          voucherCents,
        })
        .returning({ id: payments.id });
      const reasons = REFUND_REASONS.filter(() => random.next() < 0.3);
      for (const reason of reasons) {
        const refundAmount = random.int(1, amount);
        const refundedAt = instantOn(dayIn());
        const made = random.next() < 0.8;
        await db.insert(refunds).values({
          paymentId: payment!.id,
          amountCents: refundAmount,
          voucherCents: random.int(0, Math.min(refundAmount, voucherCents)),
          reason,
          status: made ? "refunded" : "owed",
          refundedAt: made ? refundedAt : null,
        });
      }
    }
  }
  return homeIds;
}

/* The hand sums: plain reads of every row, then arithmetic in JavaScript. */

const dayOf = (instant: Date | null) => (instant === null ? null : todayInBrussels(instant));
const inPeriod = (day: string | null, { from, to }: ReportPeriod) =>
  day !== null && day >= from && day < to;
const inside = (row: { startDate: string; endDate: string }, { from, to }: ReportPeriod) =>
  Math.max(
    0,
    daysBetween(row.startDate > from ? row.startDate : from, row.endDate < to ? row.endDate : to),
  );
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
const HELD = ["paid", "approved"];

async function handReport(period: ReportPeriod, homeId: string | null) {
  const db = await getDb();
  const [homes, allBookings, blocks, channel, allPayments, allRefunds] = await Promise.all([
    db.select().from(properties),
    db.select().from(bookings),
    db.select().from(ownerBlocks),
    db.select().from(importedStays),
    db.select().from(payments),
    db.select().from(refunds),
  ]);
  const held = allBookings.filter(
    (booking) => HELD.includes(booking.status) && inside(booking, period) > 0,
  );
  const counted = homes.filter(
    (home) =>
      (homeId === null || home.id === homeId) &&
      (home.isActive || held.some((booking) => booking.propertyId === home.id)),
  );
  type Quote = {
    basePrice: { total: number };
    supplements: { total: number };
    touristTax: { total: number };
    cleaningFee: number;
    serviceFee: number;
    extras: { total: number }[];
    discount: { amount: number } | null;
  };
  const shareOf = (booking: (typeof held)[number], part: number) =>
    Math.round((part * inside(booking, period)) / daysBetween(booking.startDate, booking.endDate));
  const perHome = counted.map((home) => {
    const stays = held.filter((booking) => booking.propertyId === home.id);
    const parts = (pick: (quote: Quote) => number) =>
      sumOf(stays.map((booking) => shareOf(booking, pick(booking.quote as Quote))));
    const nightsOf = (rows: { propertyId: string; startDate: string; endDate: string }[]) =>
      sumOf(rows.filter((row) => row.propertyId === home.id).map((row) => inside(row, period)));
    const days = daysBetween(period.from, period.to);
    const blocked = nightsOf(blocks);
    const held2 = nightsOf(channel.filter((stay) => stay.holdsNights));
    return {
      id: home.id,
      name: home.name,
      nights: {
        period: days,
        blocked,
        channel: held2,
        available: days - blocked - held2,
        sold: nightsOf(stays),
      },
      revenue: {
        nightsCents: parts((quote) => quote.basePrice.total + quote.supplements.total),
        extrasCents: parts((quote) => sumOf(quote.extras.map((extra) => extra.total))),
        feesCents: parts((quote) => quote.cleaningFee + quote.serviceFee),
        discountCents: parts((quote) => quote.discount?.amount ?? 0),
        touristTaxCents: parts((quote) => quote.touristTax.total),
      },
    };
  });
  const forHome = (booking: { propertyId: string }) =>
    homeId === null || booking.propertyId === homeId;
  const made = allBookings.filter(
    (booking) =>
      booking.paymentConfirmedAt !== null &&
      inPeriod(dayOf(booking.createdAt), period) &&
      forHome(booking),
  );
  const leads = made
    .map((booking) => daysBetween(dayOf(booking.createdAt)!, booking.startDate))
    .sort((a, b) => a - b);
  const middle = leads.length / 2;
  const median =
    leads.length === 0
      ? null
      : leads.length % 2
        ? leads[Math.floor(middle)]!
        : (leads[middle - 1]! + leads[middle]!) / 2;
  const cancelled = allBookings.filter(
    (booking) =>
      booking.paymentConfirmedAt !== null &&
      inPeriod(dayOf(booking.cancelledAt), period) &&
      forHome(booking),
  );
  const bookingOf = new Map(allBookings.map((booking) => [booking.id, booking]));
  const paymentOf = new Map(allPayments.map((payment) => [payment.id, payment]));
  const moneyForHome = (payment: (typeof allPayments)[number]) =>
    homeId === null ||
    (payment.bookingId !== null && bookingOf.get(payment.bookingId)?.propertyId === homeId);
  const received = allPayments.filter(
    (payment) =>
      payment.status === "paid" && inPeriod(dayOf(payment.paidAt), period) && moneyForHome(payment),
  );
  const refunded = allRefunds.filter(
    (refund) =>
      refund.status === "refunded" &&
      inPeriod(dayOf(refund.refundedAt), period) &&
      moneyForHome(paymentOf.get(refund.paymentId)!),
  );
  const groups = ["bancontact", "ideal", "creditcard", "giftvoucher"];
  const groupOf = (method: string | null) =>
    method !== null && groups.includes(method) ? method : "other";
  const methods = new Map<string, { receivedCents: number; refundedCents: number }>();
  const add = (group: string, key: "receivedCents" | "refundedCents", cents: number) => {
    if (cents === 0) return;
    const entry = methods.get(group) ?? { receivedCents: 0, refundedCents: 0 };
    entry[key] += cents;
    methods.set(group, entry);
  };
  for (const payment of received) {
    add(groupOf(payment.method), "receivedCents", payment.amountCents - payment.voucherCents);
    add("giftvoucher", "receivedCents", payment.voucherCents);
  }
  for (const refund of refunded) {
    const payment = paymentOf.get(refund.paymentId)!;
    add(groupOf(payment.method), "refundedCents", refund.amountCents - refund.voucherCents);
    add("giftvoucher", "refundedCents", refund.voucherCents);
  }
  const rates = [
    ...new Set(
      [
        ...received.map((payment) => payment.vatRateBasisPoints),
        ...refunded
          .filter((refund) => refund.reason !== "security_deposit")
          .map((refund) => paymentOf.get(refund.paymentId)!.vatRateBasisPoints),
      ].filter((rate) => rate !== null),
    ),
  ].sort((a, b) => a - b);
  return {
    homes: perHome,
    bookings: {
      made: made.length,
      medianLeadDays: median,
      byLanguage: [...new Set(made.map((booking) => booking.locale))]
        .map((locale) => ({
          locale,
          count: made.filter((booking) => booking.locale === locale).length,
        }))
        // Ties in the languages' own order, as the database's enum keeps them.
        .sort((a, b) => b.count - a.count || LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale)),
      cancelled: cancelled.length,
      cancellationRefundCents: sumOf(
        allRefunds
          .filter(
            (refund) =>
              ["cancelled_by_guest", "cancelled_by_owner", "rejected_by_owner"].includes(
                refund.reason,
              ) &&
              cancelled.some(
                (booking) => booking.id === paymentOf.get(refund.paymentId)!.bookingId,
              ),
          )
          .map((refund) => refund.amountCents),
      ),
    },
    money: {
      methods: Object.fromEntries(methods),
      voucherSalesCents: sumOf(
        received.filter((payment) => payment.giftVoucherId !== null).map((p) => p.amountCents),
      ),
      securityDeposits: {
        heldCents: sumOf(received.map((payment) => payment.securityDepositCents)),
        returnedCents: sumOf(
          refunded
            .filter((refund) => refund.reason === "security_deposit")
            .map((refund) => refund.amountCents),
        ),
        keptCents: sumOf(
          allBookings
            .filter(
              (booking) =>
                inPeriod(dayOf(booking.securityDepositSettledAt), period) && forHome(booking),
            )
            .map((booking) => booking.securityDepositKeptCents ?? 0),
        ),
      },
      vat: rates.map((rate) => {
        const paid = received.filter((payment) => payment.vatRateBasisPoints === rate);
        const back = refunded.filter(
          (refund) =>
            refund.reason !== "security_deposit" &&
            paymentOf.get(refund.paymentId)!.vatRateBasisPoints === rate,
        );
        return {
          rateBasisPoints: rate,
          priceCents:
            sumOf(paid.map((payment) => payment.amountCents - payment.securityDepositCents)) -
            sumOf(back.map((refund) => refund.amountCents)),
          vatCents: sumOf(paid.map((payment) => payment.vatCents ?? 0)),
          refundedVatCents: sumOf(
            back.map((refund) => {
              const payment = paymentOf.get(refund.paymentId)!;
              return Math.round(
                (refund.amountCents * (payment.vatCents ?? 0)) /
                  (payment.amountCents - payment.securityDepositCents),
              );
            }),
          ),
        };
      }),
    },
  };
}

let homeIds: string[];
let owner: OwnerBrowser;
beforeAll(async () => {
  homeIds = await randomData();
  ({ browser: owner } = await enrolOwner(OWNER));
});

describe("the owner's report on random data", () => {
  it(`equals the hand sums of the rows for years, quarters, months and any days (seed ${SEED})`, async () => {
    const periods = [
      yearPeriod(2029),
      quarterPeriod(2029, 2),
      monthPeriod(2029, 7),
      monthPeriod(2028, 12),
      periodOfDays("2029-03-17", "2029-09-02")!,
    ];
    // The data leaves no figure at nought, so a wrong sum cannot hide behind an empty one.
    const year = await ownerReport(periods[0]!);
    const all = year.homes.find((home) => home.id === homeIds[0])!;
    expect(Object.values(all.nights).every((nights) => nights > 0)).toBe(true);
    expect(Object.values(all.revenue).every((cents) => cents > 0)).toBe(true);
    expect(year.homes.map((home) => home.name)).toContain("Report home 2");
    expect(year.bookings.made).toBeGreaterThan(5);
    expect(year.bookings.cancelled).toBeGreaterThan(2);
    expect(year.bookings.cancellationRefundCents).toBeGreaterThan(0);
    expect(year.money.methods.map((row) => row.method).sort()).toEqual(
      ["bancontact", "creditcard", "giftvoucher", "ideal", "other"].sort(),
    );
    expect(year.money.vat.map((row) => row.rateBasisPoints)).toEqual([600, 2100]);
    expect(Object.values(year.money.securityDeposits).every((cents) => cents > 0)).toBe(true);
    expect(year.money.voucherSalesCents).toBe(50_000);

    for (const period of periods) {
      for (const homeId of [null, homeIds[0]!, homeIds[2]!]) {
        const report = await ownerReport(period, homeId);
        const hand = await handReport(period, homeId);
        const context = `${period.name}, home ${homeId ?? "all"}`;
        expect(report.homes, context).toEqual(hand.homes);
        expect(report.bookings, context).toEqual(hand.bookings);
        expect(
          {
            ...report.money,
            methods: Object.fromEntries(
              report.money.methods.map(({ method, ...sums }) => [method, sums]),
            ),
          },
          context,
        ).toEqual(hand.money);
      }
    }
  });
});

describe("the report's charts", () => {
  it("draw each month of a year and of the year before as that month's own report adds it up", async () => {
    for (const homeId of [null, homeIds[0]!]) {
      const months = await monthlyFigures(2029, homeId);
      expect(months.map((month) => month.month.name)).toEqual(
        [...monthsOf(2028), ...monthsOf(2029)].map((month) => month.name),
      );
      for (const month of months) {
        const report = await ownerReport(month.month, homeId);
        expect({ nights: month.nights, revenue: month.revenue }, month.month.name).toEqual(
          totalsOf(report.homes),
        );
      }
      expect(months.some((month) => month.revenue.nightsCents > 0)).toBe(true);
    }
  });
});

describe("the stays CSV", () => {
  it("lists each confirmed stay with a night in the period, its parts and its nights inside, for a Belgian spreadsheet", async () => {
    const db = await getDb();
    const [home] = await db
      .insert(properties)
      .values({ name: "CSV; cabin", maxGuests: 4, pricePerNightCents: 9_000 })
      .returning({ id: properties.id });
    const quote = {
      basePrice: { perNight: 9_000, total: 36_000, lines: [] },
      supplements: { perNight: 0, total: 2_000 },
      touristTax: { perNight: 0, total: 1_000 },
      cleaningFee: 6_000,
      serviceFee: 4_500,
      extras: [{ total: 1_500 }],
      discount: { code: "X", amount: 3_000 },
      summary: { nights: 4, guests: 2, totalPrice: 48_000 },
    };
    const stay = {
      propertyId: home!.id,
      guestEmail: "csv@example.com",
      guestCount: 2,
      quote,
      totalCents: 48_000,
      securityDepositCents: 15_000,
      createdAt: new Date("2030-01-10T10:00:00Z"),
    };
    const [across] = await db
      .insert(bookings)
      .values({
        ...stay,
        guestName: '=HYPERLINK("http://x")',
        startDate: "2030-02-26",
        endDate: "2030-03-02",
        status: "paid",
      })
      .returning({ id: bookings.id });
    await db.insert(bookings).values([
      {
        ...stay,
        guestName: "Cancelled",
        startDate: "2030-03-10",
        endDate: "2030-03-12",
        status: "cancelled",
      },
      {
        ...stay,
        guestName: "Other month",
        startDate: "2030-04-01",
        endDate: "2030-04-03",
        status: "approved",
      },
    ]);

    const answer = await owner.send(
      "GET",
      `/api/owner/stays.csv?from=2030-03-01&to=2030-04-01&home=${home!.id}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.raw.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.raw.headers.get("content-disposition")).toBe(
      'attachment; filename="stays-2030-03-01-to-2030-04-01.csv"',
    );
    const bytes = new Uint8Array(await answer.raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "Booking;Home;Guest;Arrival;Departure;Nights;Nights in period;Guests;Status;Language;Booked on;Nights (EUR);Extras (EUR);Cleaning fee (EUR);Service fee (EUR);Discount (EUR);Tourist tax (EUR);Total (EUR);Security deposit (EUR)",
    );
    // One stay: the cancelled one and April's are not in March; the header, the stay, the last line end.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${across!.id};"CSV; cabin";"'=HYPERLINK(""http://x"")";2030-02-26;2030-03-02;4;1;2;Paid;en;2030-01-10;380,00;15,00;60,00;45,00;-30,00;10,00;480,00;150,00`,
    );
    expect(lines[2]).toBe("");
  });

  it("refuses days that make no period, and anyone without an owner session", async () => {
    const backwards = await owner.send("GET", "/api/owner/stays.csv?from=2030-03-01&to=2030-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      error: "to must be after from, at most 1827 days later",
    });
    const noHome = await owner.send(
      "GET",
      "/api/owner/stays.csv?from=2030-03-01&to=2030-04-01&home=x",
    );
    expect(noHome.body).toMatchObject({ error: "home must be a home's id" });
    expect((await call("GET", "/api/owner/stays.csv?from=2030-03-01&to=2030-04-01")).status).toBe(
      401,
    );
  });
});

describe("the yearly summary PDF", () => {
  it("gives one home's year: its figures as the report counts them, then month by month", async () => {
    const homeId = homeIds[0]!;
    const answer = await owner.send("GET", `/api/owner/reports/year.pdf?year=2029&home=${homeId}`);
    expect(answer.status).toBe(200);
    expect(answer.raw.headers.get("content-type")).toBe("application/pdf");
    expect(answer.raw.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.raw.headers.get("content-disposition")).toBe(
      'attachment; filename="year-2029-report-home-0.pdf"',
    );
    const text = pdfTextOf(new Uint8Array(await answer.raw.arrayBuffer()));
    const report = await ownerReport(yearPeriod(2029), homeId);
    const [home] = report.homes;
    expect(text).toContain("Report home 0: the year 2029");
    expect(text).toContain(`Nights sold\n${home!.nights.sold}\n`);
    expect(text).toContain(
      `Revenue of stays\n${formatEuros(stayRevenueCents(home!.revenue) / 100, "en")}\n`,
    );
    expect(text).toContain("Month by month");
    const months = await monthlyFigures(2029, homeId);
    const july = months.find((month) => month.month.name === "2029-07")!;
    expect(text).toContain(`Jul\n${july.nights.available}\n${july.nights.sold}\n`);
  });

  it("gives every home a page of its own, and refuses a year that is none or a home that is not there", async () => {
    const all = await owner.send("GET", "/api/owner/reports/year.pdf?year=2029");
    expect(all.status).toBe(200);
    const text = pdfTextOf(new Uint8Array(await all.raw.arrayBuffer()));
    for (const name of ["Report home 0", "Report home 1", "Report home 2"]) {
      expect(text).toContain(`${name}: the year 2029`);
    }
    const nonsense = await owner.send("GET", "/api/owner/reports/year.pdf?year=29");
    expect(nonsense.status).toBe(400);
    expect(nonsense.body).toMatchObject({ error: "year must be a year, such as 2026" });
    const gone = await owner.send(
      "GET",
      "/api/owner/reports/year.pdf?year=2029&home=6f1c0b1e-0000-4000-8000-000000000000",
    );
    expect(gone.status).toBe(404);
    expect((await call("GET", "/api/owner/reports/year.pdf?year=2029")).status).toBe(401);
  });
});
