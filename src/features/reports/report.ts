import type { Locale } from "@/i18n/locales";
import type { ReportPeriod } from "./period";

/*
 * What the owner's report holds (issue 37), and the figures made from it. Amounts in cents, as
 * the database keeps them; the page shows euros. docs/reports.md defines each figure.
 */

/** The methods the report sums apart; every other provider method is "other". */
export const METHOD_GROUPS = ["bancontact", "ideal", "creditcard", "giftvoucher", "other"] as const;
export type MethodGroup = (typeof METHOD_GROUPS)[number];

export function methodGroupOf(method: string | null): MethodGroup {
  return (METHOD_GROUPS as readonly (string | null)[]).includes(method)
    ? (method as MethodGroup)
    : "other";
}

export interface NightFigures {
  /** Nights in the period, for each home counted. */
  period: number;
  /** Blocked by the owner. */
  blocked: number;
  /** Held by stays imported from other channels' calendars. */
  channel: number;
  /** What this site could sell: the period's nights less those blocked or held elsewhere. */
  available: number;
  /** Held by this site's confirmed stays. */
  sold: number;
}

export interface RevenueFigures {
  /** The nights' price (base and guest supplements), before any discount. */
  nightsCents: number;
  extrasCents: number;
  /** Cleaning and service fees. */
  feesCents: number;
  /** Promo codes' discounts. */
  discountCents: number;
  /** Collected for the communes; not the business's revenue. */
  touristTaxCents: number;
}

export interface HomeReport {
  id: string;
  name: string;
  nights: NightFigures;
  revenue: RevenueFigures;
}

export interface OwnerReport {
  period: ReportPeriod;
  homeId: string | null;
  homes: HomeReport[];
  bookings: {
    /** Bookings made in the period that were confirmed, whatever became of them since. */
    made: number;
    medianLeadDays: number | null;
    byLanguage: { locale: Locale; count: number }[];
    /** Confirmed bookings cancelled or rejected in the period. */
    cancelled: number;
    /** What was owed back for those cancellations, made or not yet. */
    cancellationRefundCents: number;
  };
  money: {
    methods: { method: MethodGroup; receivedCents: number; refundedCents: number }[];
    voucherSalesCents: number;
    securityDeposits: { heldCents: number; returnedCents: number; keptCents: number };
    vat: {
      rateBasisPoints: number;
      priceCents: number;
      vatCents: number;
      refundedVatCents: number;
    }[];
  };
}

/** One month's nights and revenue, all the counted homes added up: a point of the charts. */
export interface MonthFigures {
  month: ReportPeriod;
  nights: NightFigures;
  revenue: RevenueFigures;
}

const NO_NIGHTS: NightFigures = { period: 0, blocked: 0, channel: 0, available: 0, sold: 0 };
const NO_REVENUE: RevenueFigures = {
  nightsCents: 0,
  extrasCents: 0,
  feesCents: 0,
  discountCents: 0,
  touristTaxCents: 0,
};

function sum<T extends object>(items: readonly T[], zero: T): T {
  const total = { ...zero } as Record<string, number>;
  for (const item of items) {
    for (const [key, value] of Object.entries(item)) total[key] = (total[key] ?? 0) + Number(value);
  }
  return total as T;
}

/** All the homes' nights and revenue added up. */
export function totalsOf(homes: readonly HomeReport[]) {
  return {
    nights: sum(
      homes.map((home) => home.nights),
      NO_NIGHTS,
    ),
    revenue: sum(
      homes.map((home) => home.revenue),
      NO_REVENUE,
    ),
  };
}

/** Sold nights of the available ones, 0 to 1; null when none was available. */
export function occupancyOf(nights: NightFigures): number | null {
  return nights.available > 0 ? nights.sold / nights.available : null;
}

/** What the stays earned: nights, extras and fees, less discounts; the tourist tax is not in it. */
export function stayRevenueCents(revenue: RevenueFigures): number {
  return revenue.nightsCents + revenue.extrasCents + revenue.feesCents - revenue.discountCents;
}

/** Average price of a sold night after discounts (ADR); null without sold nights. */
export function averageNightCents(nights: NightFigures, revenue: RevenueFigures): number | null {
  return nights.sold > 0
    ? Math.round((revenue.nightsCents - revenue.discountCents) / nights.sold)
    : null;
}

/** Revenue of nights per available night (RevPAR); null without available nights. */
export function revenuePerAvailableNightCents(
  nights: NightFigures,
  revenue: RevenueFigures,
): number | null {
  return nights.available > 0
    ? Math.round((revenue.nightsCents - revenue.discountCents) / nights.available)
    : null;
}
