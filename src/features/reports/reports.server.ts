import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Locale } from "@/i18n/locales";
import { BUSINESS_TIME_ZONE, daysBetween } from "@/lib/dates";
import { monthsOf, type ReportPeriod } from "./period";
import {
  methodGroupOf,
  totalsOf,
  type HomeReport,
  type MethodGroup,
  type MonthFigures,
  type OwnerReport,
} from "./report";

/*
 * The owner's report (issue 37): every figure computed in SQL from the bookings, blocks, imported
 * stays, payments and refunds the site keeps, never from a second bookkeeping. docs/reports.md
 * defines each figure; src/features/reports/report.ts holds the shapes.
 */

/** A stay holds a home's nights when it is confirmed: paid (its deposit at least) or approved. */
const HELD = sql.raw(`('paid', 'approved')`);

/** The Brussels day of an instant column. */
const dayOf = (column: SQL) => sql`((${column}) AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`;

/**
 * Whether an instant falls on the Brussels days [from, to): written as a range of instants, from
 * the first day's midnight in Brussels to the last's, so an index on the column serves it.
 */
const onDays = (column: SQL, { from, to }: ReportPeriod) =>
  sql`${column} >= (${from}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})
    AND ${column} < (${to}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`;

/** A stay across the periods' edges counts the nights inside [p.p_from, p.p_to). */
const insideText = (alias: string) =>
  `(LEAST(${alias}.end_date, p.p_to) - GREATEST(${alias}.start_date, p.p_from))`;
const nightsInside = (alias: string) => sql.raw(insideText(alias));
const overlaps = (alias: string) =>
  sql.raw(`${alias}.start_date < p.p_to AND ${alias}.end_date > p.p_from`);

const homeFilter = (homeId: string | null, column: string) =>
  homeId === null ? sql`TRUE` : sql`${sql.raw(column)} = ${homeId}::uuid`;

/**
 * A stored quote's parts in cents, read once per stay: `jsonb_to_record` opens the quote once,
 * where each `->` would decompress it again. Quotes kept before extras or discounts existed lack
 * them.
 */
const QUOTE_PARTS = sql.raw(`
  COALESCE((q."basePrice"->>'total')::int, 0) + COALESCE((q.supplements->>'total')::int, 0) AS nights_part,
  (SELECT COALESCE(SUM((e->>'total')::int), 0) FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(q.extras) = 'array' THEN q.extras ELSE '[]'::jsonb END) e) AS extras_part,
  COALESCE(q."cleaningFee", 0) + COALESCE(q."serviceFee", 0) AS fees_part,
  COALESCE((q.discount->>'amount')::int, 0) AS discount_part,
  COALESCE((q."touristTax"->>'total')::int, 0) AS tourist_tax_part`);
const QUOTE_RECORD = sql.raw(
  `jsonb_to_record(b.quote) AS q("basePrice" jsonb, supplements jsonb, "touristTax" jsonb, "cleaningFee" int, "serviceFee" int, extras jsonb, discount jsonb)`,
);

/**
 * A stay across an edge of the period brings the share of each price part its nights inside
 * make of all its nights, rounded to the cent per stay and part.
 */
const share = (part: "nights" | "extras" | "fees" | "discount" | "tourist_tax") =>
  sql.raw(`ROUND(b.${part}_part::numeric * ${insideText("b")} / (b.end_date - b.start_date))`);

type Row = Record<string, unknown>;
const number = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

async function rows<T extends Row>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return (await db.execute<T>(query)).rows as T[];
}

type HomeRow = {
  n: unknown;
  id: string;
  name: string;
  sold: unknown;
  blocked: unknown;
  channel: unknown;
  nights_cents: unknown;
  extras_cents: unknown;
  fees_cents: unknown;
  discount_cents: unknown;
  tourist_tax_cents: unknown;
};

/**
 * Each home's nights and the price of the nights its stays held, for each of the periods at once
 * (a report's one, or a chart's months). The homes counted are those guests can book, and any
 * other with a stay in that period; one home when `homeId` names it.
 */
async function homeFigures(periods: readonly ReportPeriod[], homeId: string | null) {
  const values = sql.join(
    periods.map((period, index) => sql`(${index}, ${period.from}::date, ${period.to}::date)`),
    sql`, `,
  );
  const sums = (alias: string) => sql`GROUP BY p.n, ${sql.raw(alias)}.property_id`;
  return rows<HomeRow>(sql`
    WITH p (n, p_from, p_to) AS (VALUES ${values}),
    homes AS (
      SELECT p.n, h.id, h.name FROM p CROSS JOIN properties h
      WHERE ${homeFilter(homeId, "h.id")}
        AND (h.is_active OR EXISTS (
          SELECT 1 FROM bookings b
          WHERE b.property_id = h.id AND b.status IN ${HELD} AND ${overlaps("b")}
        ))
    ),
    held AS MATERIALIZED (
      SELECT b.property_id, b.start_date, b.end_date, ${QUOTE_PARTS}
      FROM bookings b, ${QUOTE_RECORD}
      WHERE b.status IN ${HELD} AND ${homeFilter(homeId, "b.property_id")}
        AND b.start_date < (SELECT MAX(p_to) FROM p) AND b.end_date > (SELECT MIN(p_from) FROM p)
    ),
    stays AS (
      SELECT p.n, b.property_id,
        SUM(${nightsInside("b")}) AS sold,
        SUM(${share("nights")}) AS nights_cents,
        SUM(${share("extras")}) AS extras_cents,
        SUM(${share("fees")}) AS fees_cents,
        SUM(${share("discount")}) AS discount_cents,
        SUM(${share("tourist_tax")}) AS tourist_tax_cents
      FROM p JOIN held b ON ${overlaps("b")}
      ${sums("b")}
    ),
    blocks AS (
      SELECT p.n, o.property_id, SUM(${nightsInside("o")}) AS nights
      FROM p JOIN owner_blocks o ON ${overlaps("o")}
      WHERE ${homeFilter(homeId, "o.property_id")}
      ${sums("o")}
    ),
    channel AS (
      SELECT p.n, i.property_id, SUM(${nightsInside("i")}) AS nights
      FROM p JOIN imported_stays i ON ${overlaps("i")}
      WHERE i.holds_nights AND ${homeFilter(homeId, "i.property_id")}
      ${sums("i")}
    )
    SELECT h.n, h.id, h.name,
      COALESCE(s.sold, 0)::float8 AS sold,
      COALESCE(o.nights, 0)::float8 AS blocked,
      COALESCE(c.nights, 0)::float8 AS channel,
      COALESCE(s.nights_cents, 0)::float8 AS nights_cents,
      COALESCE(s.extras_cents, 0)::float8 AS extras_cents,
      COALESCE(s.fees_cents, 0)::float8 AS fees_cents,
      COALESCE(s.discount_cents, 0)::float8 AS discount_cents,
      COALESCE(s.tourist_tax_cents, 0)::float8 AS tourist_tax_cents
    FROM homes h
      LEFT JOIN stays s ON s.n = h.n AND s.property_id = h.id
      LEFT JOIN blocks o ON o.n = h.n AND o.property_id = h.id
      LEFT JOIN channel c ON c.n = h.n AND c.property_id = h.id
    ORDER BY h.n, h.name, h.id`);
}

/** A home's nights and revenue in one period, from its row of `homeFigures`. */
function homeReportOf(row: HomeRow, period: ReportPeriod): HomeReport {
  const days = daysBetween(period.from, period.to);
  const blocked = number(row.blocked);
  const channel = number(row.channel);
  return {
    id: row.id,
    name: row.name,
    nights: {
      period: days,
      blocked,
      channel,
      available: days - blocked - channel,
      sold: number(row.sold),
    },
    revenue: {
      nightsCents: number(row.nights_cents),
      extrasCents: number(row.extras_cents),
      feesCents: number(row.fees_cents),
      discountCents: number(row.discount_cents),
      touristTaxCents: number(row.tourist_tax_cents),
    },
  };
}

/**
 * The months of a year and of the year before, each with all the counted homes' nights and
 * revenue added up: what the report's charts draw.
 */
export async function monthlyFigures(
  year: number,
  homeId: string | null = null,
): Promise<MonthFigures[]> {
  const months = [...monthsOf(year - 1), ...monthsOf(year)];
  const homeRows = await homeFigures(months, homeId);
  return months.map((month, index) => ({
    month,
    ...totalsOf(
      homeRows.filter((row) => number(row.n) === index).map((row) => homeReportOf(row, month)),
    ),
  }));
}

/** Bookings made in the period (those that were ever confirmed) and cancellations in it. */
async function bookingFigures(period: ReportPeriod, homeId: string | null) {
  const madeOn = dayOf(sql`b.created_at`);
  const made = sql`b.payment_confirmed_at IS NOT NULL AND ${onDays(sql`b.created_at`, period)}
    AND ${homeFilter(homeId, "b.property_id")}`;
  const cancelled = sql`b.payment_confirmed_at IS NOT NULL AND b.cancelled_at IS NOT NULL
    AND ${onDays(sql`b.cancelled_at`, period)}
    AND ${homeFilter(homeId, "b.property_id")}`;
  const [summary] = await rows<{
    made: unknown;
    median_lead_days: unknown;
    cancelled: unknown;
    cancellation_refund_cents: unknown;
  }>(sql`
    SELECT
      (SELECT COUNT(*)::float8 FROM bookings b WHERE ${made}) AS made,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY b.start_date - ${madeOn})
        FROM bookings b WHERE ${made}) AS median_lead_days,
      (SELECT COUNT(*)::float8 FROM bookings b WHERE ${cancelled}) AS cancelled,
      (SELECT COALESCE(SUM(r.amount_cents), 0)::float8 FROM refunds r
        JOIN payments p ON p.id = r.payment_id JOIN bookings b ON b.id = p.booking_id
        WHERE ${cancelled}
          AND r.reason IN ('cancelled_by_guest', 'cancelled_by_owner', 'rejected_by_owner'))
        AS cancellation_refund_cents`);
  const byLanguage = await rows<{ locale: Locale; count: unknown }>(sql`
    SELECT b.locale, COUNT(*)::float8 AS count FROM bookings b WHERE ${made}
    GROUP BY b.locale ORDER BY COUNT(*) DESC, b.locale`);
  const median = summary?.median_lead_days;
  return {
    made: number(summary?.made),
    medianLeadDays: median === null || median === undefined ? null : Number(median),
    byLanguage: byLanguage.map((row) => ({ locale: row.locale, count: number(row.count) })),
    cancelled: number(summary?.cancelled),
    cancellationRefundCents: number(summary?.cancellation_refund_cents),
  };
}

/** Money that moved on the period's days: payments received and refunds made, by method. */
async function moneyFigures(period: ReportPeriod, homeId: string | null) {
  // One home's report leaves out gift voucher sales: they are for no home.
  const forHome = homeId === null ? sql`TRUE` : sql`b.property_id = ${homeId}::uuid`;
  const received = sql`p.status = 'paid' AND ${onDays(sql`p.paid_at`, period)} AND ${forHome}`;
  const refunded = sql`r.status = 'refunded' AND ${onDays(sql`r.refunded_at`, period)}
    AND ${forHome}`;
  const [byMethod, refundsByMethod, totals, vat] = await Promise.all([
    rows<{ method: string | null; provider_cents: unknown; voucher_cents: unknown }>(sql`
      SELECT p.method, SUM(p.amount_cents - p.voucher_cents)::float8 AS provider_cents,
        SUM(p.voucher_cents)::float8 AS voucher_cents
      FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
      WHERE ${received} GROUP BY p.method`),
    rows<{ method: string | null; provider_cents: unknown; voucher_cents: unknown }>(sql`
      SELECT p.method, SUM(r.amount_cents - r.voucher_cents)::float8 AS provider_cents,
        SUM(r.voucher_cents)::float8 AS voucher_cents
      FROM refunds r JOIN payments p ON p.id = r.payment_id
        LEFT JOIN bookings b ON b.id = p.booking_id
      WHERE ${refunded} GROUP BY p.method`),
    rows<{
      voucher_sales_cents: unknown;
      deposits_held_cents: unknown;
      deposits_returned_cents: unknown;
      deposits_kept_cents: unknown;
    }>(sql`
      SELECT
        (SELECT COALESCE(SUM(p.amount_cents), 0)::float8 FROM payments p
          LEFT JOIN bookings b ON b.id = p.booking_id
          WHERE ${received} AND p.gift_voucher_id IS NOT NULL) AS voucher_sales_cents,
        (SELECT COALESCE(SUM(p.security_deposit_cents), 0)::float8 FROM payments p
          LEFT JOIN bookings b ON b.id = p.booking_id WHERE ${received}) AS deposits_held_cents,
        (SELECT COALESCE(SUM(r.amount_cents), 0)::float8 FROM refunds r
          JOIN payments p ON p.id = r.payment_id LEFT JOIN bookings b ON b.id = p.booking_id
          WHERE ${refunded} AND r.reason = 'security_deposit') AS deposits_returned_cents,
        (SELECT COALESCE(SUM(b.security_deposit_kept_cents), 0)::float8 FROM bookings b
          WHERE ${onDays(sql`b.security_deposit_settled_at`, period)}
            AND ${homeFilter(homeId, "b.property_id")}) AS deposits_kept_cents`),
    // VAT falls due when the money arrives and is given back with a refund of the price, at the
    // rate the payment recorded, in the proportion of the price refunded.
    rows<{ rate: unknown; price_cents: unknown; vat_cents: unknown; refunded_vat_cents: unknown }>(
      sql`
      WITH paid AS (
        SELECT p.vat_rate_basis_points AS rate, SUM(p.amount_cents - p.security_deposit_cents) AS price,
          SUM(p.vat_cents) AS vat
        FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
        WHERE ${received} AND p.vat_rate_basis_points IS NOT NULL GROUP BY 1
      ),
      back AS (
        SELECT p.vat_rate_basis_points AS rate, SUM(r.amount_cents) AS price,
          SUM(ROUND(r.amount_cents::numeric * p.vat_cents
            / NULLIF(p.amount_cents - p.security_deposit_cents, 0))) AS vat
        FROM refunds r JOIN payments p ON p.id = r.payment_id
          LEFT JOIN bookings b ON b.id = p.booking_id
        WHERE ${refunded} AND r.reason <> 'security_deposit' AND p.vat_rate_basis_points IS NOT NULL
        GROUP BY 1
      )
      SELECT COALESCE(paid.rate, back.rate)::float8 AS rate,
        (COALESCE(paid.price, 0) - COALESCE(back.price, 0))::float8 AS price_cents,
        COALESCE(paid.vat, 0)::float8 AS vat_cents, COALESCE(back.vat, 0)::float8 AS refunded_vat_cents
      FROM paid FULL JOIN back ON back.rate = paid.rate
      ORDER BY 1`,
    ),
  ]);
  const methods = new Map<MethodGroup, { receivedCents: number; refundedCents: number }>();
  const add = (group: MethodGroup, key: "receivedCents" | "refundedCents", cents: number) => {
    if (cents === 0) return;
    const entry = methods.get(group) ?? { receivedCents: 0, refundedCents: 0 };
    entry[key] += cents;
    methods.set(group, entry);
  };
  for (const row of byMethod) {
    add(methodGroupOf(row.method), "receivedCents", number(row.provider_cents));
    add("giftvoucher", "receivedCents", number(row.voucher_cents));
  }
  for (const row of refundsByMethod) {
    add(methodGroupOf(row.method), "refundedCents", number(row.provider_cents));
    add("giftvoucher", "refundedCents", number(row.voucher_cents));
  }
  const [sums] = totals;
  return {
    methods,
    voucherSalesCents: number(sums?.voucher_sales_cents),
    securityDeposits: {
      heldCents: number(sums?.deposits_held_cents),
      returnedCents: number(sums?.deposits_returned_cents),
      keptCents: number(sums?.deposits_kept_cents),
    },
    vat: vat.map((row) => ({
      rateBasisPoints: number(row.rate),
      priceCents: number(row.price_cents),
      vatCents: number(row.vat_cents),
      refundedVatCents: number(row.refunded_vat_cents),
    })),
  };
}

/** The report of one period, for every home (`homeId` null) or one. */
export async function ownerReport(
  period: ReportPeriod,
  homeId: string | null = null,
): Promise<OwnerReport> {
  const [homeRows, bookings, money] = await Promise.all([
    homeFigures([period], homeId),
    bookingFigures(period, homeId),
    moneyFigures(period, homeId),
  ]);
  return {
    period,
    homeId,
    homes: homeRows.map((row) => homeReportOf(row, period)),
    bookings,
    money: {
      ...money,
      methods: [...money.methods].map(([method, sums]) => ({ method, ...sums })),
    },
  };
}
