import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Locale } from "@/i18n/locales";
import { BUSINESS_TIME_ZONE, daysBetween } from "@/lib/dates";
import type { ReportPeriod } from "./period";
import { methodGroupOf, type MethodGroup, type OwnerReport } from "./report";

/*
 * The owner's report (issue 37): every figure computed in SQL from the bookings, blocks, imported
 * stays, payments and refunds the site keeps, never from a second bookkeeping. docs/reports.md
 * defines each figure; src/features/reports/report.ts holds the shapes.
 */

/** A stay holds a home's nights when it is confirmed: paid (its deposit at least) or approved. */
const HELD = sql.raw(`('paid', 'approved')`);

/** The Brussels day of an instant column. */
const dayOf = (column: SQL) => sql`((${column}) AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`;

/*
 * The period's days go into the SQL as text: `ownerReport` takes only days of the form YYYY-MM-DD,
 * so the pro rata parts below can be written as one expression.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Nights of [start, end) inside the period, as SQL text. */
const nightsInside = (from: string, to: string, alias: string) =>
  `(LEAST(${alias}.end_date, '${to}'::date) - GREATEST(${alias}.start_date, '${from}'::date))`;

const overlaps = (from: string, to: string, alias: string) =>
  sql.raw(`${alias}.start_date < '${to}'::date AND ${alias}.end_date > '${from}'::date`);

const homeFilter = (homeId: string | null, column: string) =>
  homeId === null ? sql`TRUE` : sql`${sql.raw(column)} = ${homeId}::uuid`;

type Row = Record<string, unknown>;
const number = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

async function rows<T extends Row>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return (await db.execute<T>(query)).rows as T[];
}

/**
 * The homes a report counts: those guests can book, and any other that has a stay in the period;
 * one home when `homeId` names it.
 */
function homesOf(period: ReportPeriod, homeId: string | null): SQL {
  const { from, to } = period;
  return sql`
    SELECT p.id, p.name FROM properties p
    WHERE ${homeFilter(homeId, "p.id")}
      AND (p.is_active OR EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.property_id = p.id AND b.status IN ${HELD} AND ${overlaps(from, to, "b")}
      ))`;
}

/** Each home's nights and the price of the nights its stays held in the period, pro rata. */
async function homeFigures(period: ReportPeriod, homeId: string | null) {
  const { from, to } = period;
  // A stay across an edge of the period brings the share of each price part its nights inside
  // make of all its nights, rounded to the cent per stay and part.
  const share = (part: string) =>
    sql.raw(
      `ROUND((${part})::numeric * ${nightsInside(from, to, "b")} / (b.end_date - b.start_date))`,
    );
  return rows<{
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
  }>(sql`
    WITH homes AS (${homesOf(period, homeId)}),
    stays AS (
      SELECT b.property_id,
        ${sql.raw(nightsInside(from, to, "b"))} AS nights,
        ${share(
          "COALESCE((b.quote->'basePrice'->>'total')::int, 0) + COALESCE((b.quote->'supplements'->>'total')::int, 0)",
        )} AS nights_cents,
        ${share(
          "(SELECT COALESCE(SUM((e->>'total')::int), 0) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(b.quote->'extras') = 'array' THEN b.quote->'extras' ELSE '[]'::jsonb END) e)",
        )} AS extras_cents,
        ${share(
          "COALESCE((b.quote->>'cleaningFee')::int, 0) + COALESCE((b.quote->>'serviceFee')::int, 0)",
        )} AS fees_cents,
        ${share("COALESCE((b.quote->'discount'->>'amount')::int, 0)")} AS discount_cents,
        ${share("COALESCE((b.quote->'touristTax'->>'total')::int, 0)")} AS tourist_tax_cents
      FROM bookings b
      WHERE b.status IN ${HELD} AND ${overlaps(from, to, "b")}
        AND b.property_id IN (SELECT id FROM homes)
    )
    SELECT h.id, h.name,
      (SELECT COALESCE(SUM(s.nights), 0)::float8 FROM stays s WHERE s.property_id = h.id) AS sold,
      (SELECT COALESCE(SUM(${sql.raw(nightsInside(from, to, "o"))}), 0)::float8 FROM owner_blocks o
        WHERE o.property_id = h.id AND ${overlaps(from, to, "o")}) AS blocked,
      (SELECT COALESCE(SUM(${sql.raw(nightsInside(from, to, "i"))}), 0)::float8 FROM imported_stays i
        WHERE i.property_id = h.id AND i.holds_nights AND ${overlaps(from, to, "i")}) AS channel,
      (SELECT COALESCE(SUM(s.nights_cents), 0)::float8 FROM stays s WHERE s.property_id = h.id) AS nights_cents,
      (SELECT COALESCE(SUM(s.extras_cents), 0)::float8 FROM stays s WHERE s.property_id = h.id) AS extras_cents,
      (SELECT COALESCE(SUM(s.fees_cents), 0)::float8 FROM stays s WHERE s.property_id = h.id) AS fees_cents,
      (SELECT COALESCE(SUM(s.discount_cents), 0)::float8 FROM stays s WHERE s.property_id = h.id) AS discount_cents,
      (SELECT COALESCE(SUM(s.tourist_tax_cents), 0)::float8 FROM stays s WHERE s.property_id = h.id) AS tourist_tax_cents
    FROM homes h
    ORDER BY h.name, h.id`);
}

/** Bookings made in the period (those that were ever confirmed) and cancellations in it. */
async function bookingFigures(period: ReportPeriod, homeId: string | null) {
  const { from, to } = period;
  const madeOn = dayOf(sql`b.created_at`);
  const made = sql`b.payment_confirmed_at IS NOT NULL AND ${madeOn} >= ${from}::date
    AND ${madeOn} < ${to}::date AND ${homeFilter(homeId, "b.property_id")}`;
  const cancelledOn = dayOf(sql`b.cancelled_at`);
  const cancelled = sql`b.payment_confirmed_at IS NOT NULL AND b.cancelled_at IS NOT NULL
    AND ${cancelledOn} >= ${from}::date AND ${cancelledOn} < ${to}::date
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
  const { from, to } = period;
  const paidOn = dayOf(sql`p.paid_at`);
  const refundedOn = dayOf(sql`r.refunded_at`);
  // One home's report leaves out gift voucher sales: they are for no home.
  const forHome = homeId === null ? sql`TRUE` : sql`b.property_id = ${homeId}::uuid`;
  const received = sql`p.status = 'paid' AND ${paidOn} >= ${from}::date AND ${paidOn} < ${to}::date AND ${forHome}`;
  const refunded = sql`r.status = 'refunded' AND ${refundedOn} >= ${from}::date
    AND ${refundedOn} < ${to}::date AND ${forHome}`;
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
          WHERE ${dayOf(sql`b.security_deposit_settled_at`)} >= ${from}::date
            AND ${dayOf(sql`b.security_deposit_settled_at`)} < ${to}::date
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
  if (!DAY.test(period.from) || !DAY.test(period.to))
    throw new Error("A report's days are YYYY-MM-DD");
  const [homeRows, bookings, money] = await Promise.all([
    homeFigures(period, homeId),
    bookingFigures(period, homeId),
    moneyFigures(period, homeId),
  ]);
  const days = daysBetween(period.from, period.to);
  const homes = homeRows.map((row) => {
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
  });
  return {
    period,
    homeId,
    homes,
    bookings,
    money: {
      ...money,
      methods: [...money.methods].map(([method, sums]) => ({ method, ...sums })),
    },
  };
}
