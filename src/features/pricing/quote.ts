import type { ExtraUnit } from "@/db/enums";
import { stayKindOf, type StayKind } from "@/features/availability";
import type { Locale } from "@/i18n/locales";
import { textIn, type Translations } from "@/i18n/translated-texts";
import { responseSchema } from "@/lib/api-client";
import { addDays, daysBetween, type CalendarDate } from "@/lib/dates";
import { centsToEuros } from "@/lib/money";
import { touristTaxOf, type TouristTaxRule } from "./tourist-tax";

/** Why a stay priced at €0.00 is refused: no provider takes a payment of nothing. */
export const NO_PRICE_MESSAGE =
  "This stay has no price yet, so it cannot be booked or paid online. Please contact us.";

/** What a property charges, in cents. Missing per-person amounts count as 0. */
export interface Rates {
  pricePerNightCents: number;
  supplementPerPersonCents: number | null;
  /** Its commune's rules by date (./tourist-tax.ts). */
  touristTax: readonly TouristTaxRule[];
  cleaningFeeCents: number;
  serviceFeeCents: number;
  /** Its extras: every mandatory one, and the optional ones a guest may choose. */
  extras: readonly ExtraPrice[];
}

/** An extra of a home as the quote reads it (issue 35). */
export interface ExtraPrice {
  id: string;
  /** In English; the other languages in `translations`. */
  name: string;
  translations: Translations<"name">;
  priceCents: number;
  unit: ExtraUnit;
  mandatory: boolean;
  maxQuantity: number;
}

/** An optional extra a guest chose, and how many. */
export interface ExtraChoice {
  id: string;
  quantity: number;
}

/**
 * An extra in a quote: what was bought, at what price per unit, so a booking keeps it however
 * the home's extras change later. `total` = `price` x `quantity` x the unit's count.
 */
export interface QuoteExtra {
  id: string;
  name: string;
  translations: Translations<"name">;
  unit: ExtraUnit;
  mandatory: boolean;
  price: number;
  quantity: number;
  total: number;
}

export interface QuoteLine {
  perNight: number;
  total: number;
}

/** A season of one home (DESIGN 9): its nightly price and the fixed prices of its stay kinds. */
export interface SeasonPrice {
  name: string;
  /** The first night and the first day after the season: [from, to). */
  from: CalendarDate;
  to: CalendarDate;
  pricePerNightCents: number;
  stayPriceCents: Partial<Record<StayKind, number | null>>;
}

/**
 * Nights charged alike: a run of nights at one nightly price (`kind` null), or the whole stay at
 * its season's fixed price for its kind. `season` is the season's name, null outside seasons.
 */
export interface BasePriceLine {
  from: CalendarDate;
  to: CalendarDate;
  nights: number;
  perNight: number;
  total: number;
  season: string | null;
  kind: StayKind | null;
}

export interface StayToPrice {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  /** Guests under the commune's age for tourist tax; 0 when not said. */
  children?: number;
}

/** A price breakdown in cents; the same object is shown, stored with a booking and charged. */
export interface Quote {
  /** `perNight` is the total over the nights, rounded to the cent; the lines add up to `total`. */
  basePrice: QuoteLine & { lines: BasePriceLine[] };
  supplements: QuoteLine;
  touristTax: QuoteLine;
  cleaningFee: number;
  serviceFee: number;
  /** Mandatory extras first, then the chosen ones, each in the home's order. */
  extras: QuoteExtra[];
  /** A promo code's discount, taken off `summary.totalPrice`; null without a code (issue 36). */
  discount: QuoteDiscount | null;
  summary: { nights: number; guests: number; totalPrice: number };
}

/** What a promo code takes off: a percentage or a fixed amount in cents (never both). */
export interface DiscountTerms {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Whether the extras' price is discounted too; the nights' price always is. */
  includesExtras: boolean;
}

/** A discount as a quote shows it: the code and the cents it takes off. */
export interface QuoteDiscount {
  code: string;
  amount: number;
}

/**
 * The discount of a stay: off the nights' price (base and supplements), and off the extras when
 * the code says so; never off the tourist tax (the commune's), the fees or the security deposit.
 * A fixed amount takes at most that price off.
 */
function discountOf(
  terms: DiscountTerms,
  parts: { base: number; supplements: number; extras: number },
): QuoteDiscount {
  const discountable = parts.base + parts.supplements + (terms.includesExtras ? parts.extras : 0);
  const amount =
    terms.percentOff !== null
      ? Math.round((discountable * terms.percentOff) / 100)
      : Math.min(terms.amountOffCents ?? 0, discountable);
  return { code: terms.code, amount };
}

function seasonOf(night: CalendarDate, seasons: readonly SeasonPrice[]): SeasonPrice | null {
  return seasons.find((season) => season.from <= night && night < season.to) ?? null;
}

/**
 * The base price of a stay (DESIGN 9): the season's fixed price when the stay is exactly one
 * weekend, midweek or week inside one season that fixes a price for that kind; else each night
 * at the nightly price of the season it falls in, or the home's own price outside seasons.
 */
function basePriceLines(
  rates: Rates,
  { checkIn, checkOut }: StayToPrice,
  seasons: readonly SeasonPrice[],
): BasePriceLine[] {
  const nights = daysBetween(checkIn, checkOut);
  const first = seasonOf(checkIn, seasons);
  const kind = stayKindOf(checkIn, checkOut);
  const fixed = kind && first ? first.stayPriceCents[kind] : null;
  // Seasons are date ranges, so a stay whose last night is in its first night's season is inside it.
  if (kind && first && fixed != null && seasonOf(addDays(checkOut, -1), seasons) === first) {
    const perNight = Math.round(fixed / nights);
    return [
      { from: checkIn, to: checkOut, nights, perNight, total: fixed, season: first.name, kind },
    ];
  }
  const lines: BasePriceLine[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const season = seasonOf(night, seasons);
    const perNight = season?.pricePerNightCents ?? rates.pricePerNightCents;
    const name = season?.name ?? null;
    const last = lines.at(-1);
    if (last && last.season === name && last.perNight === perNight) {
      last.to = addDays(night, 1);
      last.nights += 1;
      last.total += perNight;
    } else {
      lines.push({
        from: night,
        to: addDays(night, 1),
        nights: 1,
        perNight,
        total: perNight,
        season: name,
        kind: null,
      });
    }
  }
  return lines;
}

/** How many units of an extra a stay counts for one of it: nights, guests, or both. */
function unitsOf(unit: ExtraUnit, nights: number, guests: number): number {
  switch (unit) {
    case "night":
      return nights;
    case "guest":
      return guests;
    case "guest_night":
      return guests * nights;
    default:
      return 1;
  }
}

/**
 * The extras of a stay: every mandatory extra once, and the chosen optional ones at their
 * quantity (checked by `extraChoiceProblem` first), each priced by its unit.
 */
function extrasOf(
  extras: readonly ExtraPrice[],
  chosen: readonly ExtraChoice[],
  nights: number,
  guests: number,
): QuoteExtra[] {
  const quantities = new Map(chosen.map((choice) => [choice.id, choice.quantity]));
  const lines: QuoteExtra[] = [];
  for (const mandatory of [true, false]) {
    for (const extra of extras) {
      if (extra.mandatory !== mandatory) continue;
      const quantity = mandatory ? 1 : (quantities.get(extra.id) ?? 0);
      if (quantity === 0) continue;
      lines.push({
        id: extra.id,
        name: extra.name,
        translations: extra.translations,
        unit: extra.unit,
        mandatory,
        price: extra.priceCents,
        quantity,
        total: extra.priceCents * quantity * unitsOf(extra.unit, nights, guests),
      });
    }
  }
  return lines;
}

/**
 * Why a guest's choice of extras cannot be priced, in the API's words, or null: an extra the home
 * does not sell, a mandatory one (always included), one chosen twice, or more than its maximum.
 */
export function extraChoiceProblem(
  extras: readonly ExtraPrice[],
  chosen: readonly ExtraChoice[],
): string | null {
  const seen = new Set<string>();
  for (const choice of chosen) {
    const extra = extras.find((each) => each.id === choice.id);
    if (!extra) return EXTRA_MESSAGES.unknown;
    if (extra.mandatory) return EXTRA_MESSAGES.mandatory(extra.name);
    if (seen.has(extra.id)) return EXTRA_MESSAGES.twice(extra.name);
    seen.add(extra.id);
    if (choice.quantity > extra.maxQuantity)
      return EXTRA_MESSAGES.tooMany(extra.name, extra.maxQuantity);
  }
  return null;
}

export const EXTRA_MESSAGES = {
  unknown: "This home does not offer one of the chosen extras",
  mandatory: (name: string) => `${name} is always included and cannot be chosen`,
  twice: (name: string) => `${name} is chosen more than once`,
  tooMany: (name: string, max: number) => `At most ${max} of ${name} can be chosen`,
} as const;

/**
 * The one price function: the base price by season (a stay outside every season costs the
 * home's price x nights); supplements = amount x guests x nights; the tourist tax by the
 * commune's rule of each night; the cleaning and service fees; the extras, mandatory ones
 * always and the optional ones chosen (`extraChoiceProblem` checks the choice first); less a
 * promo code's discount, whose rules the caller checked (features/promotions).
 */
export function quoteStay(
  rates: Rates,
  stay: StayToPrice,
  seasons: readonly SeasonPrice[] = [],
  chosen: readonly ExtraChoice[] = [],
  discountTerms: DiscountTerms | null = null,
): Quote {
  const { guests } = stay;
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const supplement = rates.supplementPerPersonCents ?? 0;
  const lines = basePriceLines(rates, stay, seasons);
  const baseTotal = lines.reduce((sum, each) => sum + each.total, 0);
  const basePrice = { perNight: Math.round(baseTotal / nights), total: baseTotal, lines };
  const supplements = { perNight: supplement, total: supplement * guests * nights };
  const touristTax = touristTaxOf(rates.touristTax, stay);
  const extras = extrasOf(rates.extras, chosen, nights, guests);
  const extrasTotal = extras.reduce((sum, extra) => sum + extra.total, 0);
  const discount =
    discountTerms &&
    discountOf(discountTerms, {
      base: basePrice.total,
      supplements: supplements.total,
      extras: extrasTotal,
    });
  const totalPrice =
    basePrice.total +
    supplements.total +
    touristTax.total +
    rates.cleaningFeeCents +
    rates.serviceFeeCents +
    extrasTotal -
    (discount?.amount ?? 0);
  return {
    basePrice,
    supplements,
    touristTax,
    cleaningFee: rates.cleaningFeeCents,
    serviceFee: rates.serviceFeeCents,
    extras,
    discount,
    summary: { nights, guests, totalPrice },
  };
}

/**
 * Whether the tourist tax is the spec's amount x guests x nights, which a breakdown may spell
 * out; a commune's tax per home, per stay or with children free is shown as its total.
 */
export function isTaxPerGuestNight(quote: Pick<Quote, "touristTax" | "summary">): boolean {
  const { touristTax, summary } = quote;
  return touristTax.total === touristTax.perNight * summary.guests * summary.nights;
}

const line = (l: QuoteLine): QuoteLine => ({
  perNight: centsToEuros(l.perNight),
  total: centsToEuros(l.total),
});

/**
 * A quote as a booking stored it: those of bookings made before extras (issue 35) have none,
 * those made before promo codes (issue 36) no discount.
 */
export type StoredQuote = Omit<Quote, "extras" | "discount"> & {
  extras?: QuoteExtra[];
  discount?: QuoteDiscount | null;
};

/** Whether a booking's stored `quote` is one (the column is JSON). */
export function isStoredQuote(value: unknown): value is StoredQuote {
  return typeof value === "object" && value !== null && "summary" in value && "basePrice" in value;
}

/** The quote as the API shows it: euros as numbers, the extras' names in `locale`. */
export function quoteInEuros(quote: StoredQuote, locale: Locale): EuroQuote {
  return {
    basePrice: {
      ...line(quote.basePrice),
      lines: quote.basePrice.lines.map((each) => ({
        ...each,
        perNight: centsToEuros(each.perNight),
        total: centsToEuros(each.total),
      })),
    },
    supplements: line(quote.supplements),
    touristTax: line(quote.touristTax),
    cleaningFee: centsToEuros(quote.cleaningFee),
    serviceFee: centsToEuros(quote.serviceFee),
    extras: (quote.extras ?? []).map(({ translations, ...extra }) => ({
      ...extra,
      name: textIn(locale, "name", extra.name, translations),
      price: centsToEuros(extra.price),
      total: centsToEuros(extra.total),
    })),
    discount: quote.discount
      ? { code: quote.discount.code, amount: centsToEuros(quote.discount.amount) }
      : null,
    summary: { ...quote.summary, totalPrice: centsToEuros(quote.summary.totalPrice) },
    currency: "EUR",
  };
}

/** An extra of a quote as the API shows it: its name in the request's language, euros. */
export type EuroQuoteExtra = Omit<QuoteExtra, "translations">;

/** A quote as the API shows it: the same lines, in euros as numbers. */
export interface EuroQuote extends Omit<Quote, "extras"> {
  extras: EuroQuoteExtra[];
  /** Euros off the total; null without a promo code. */
  discount: QuoteDiscount | null;
  currency: "EUR";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isNumber = (value: unknown): value is number => typeof value === "number";
const isLine = (value: unknown): value is QuoteLine =>
  isRecord(value) && isNumber(value.perNight) && isNumber(value.total);

/** Whether a response has the quote endpoint's shape. */
export function isEuroQuote(value: unknown): value is EuroQuote {
  if (!isRecord(value) || !isRecord(value.summary)) return false;
  const { summary } = value;
  return (
    isLine(value.basePrice) &&
    isLine(value.supplements) &&
    isLine(value.touristTax) &&
    isNumber(value.cleaningFee) &&
    isNumber(value.serviceFee) &&
    Array.isArray(value.extras) &&
    (value.discount === null || (isRecord(value.discount) && isNumber(value.discount.amount))) &&
    isNumber(summary.nights) &&
    isNumber(summary.guests) &&
    isNumber(summary.totalPrice) &&
    value.currency === "EUR"
  );
}

/**
 * The quote endpoint's response. A plain check rather than a zod schema: the property page reads
 * quotes, and would otherwise load zod for this alone.
 */
export const euroQuoteSchema = responseSchema(isEuroQuote);
