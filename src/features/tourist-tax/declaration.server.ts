import "server-only";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { bookings, communes, communeTaxRules, properties } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { toCsv } from "@/lib/csv";
import { daysBetween, formatLongDate, todayInBrussels } from "@/lib/dates";
import { notFound } from "@/lib/http";
import { centsToEuros, formatEuros } from "@/lib/money";
import { openPdf } from "@/lib/pdf-document";
import { pdfText } from "@/lib/pdf-text";
import { rulesShown } from "./communes.server";
import { quarterDays, ruleInWords } from "./rule-words";
import type { Declaration } from "./schemas";

/*
 * The quarterly declaration a commune asks of a tourist accommodation (issue 32, 0055): every
 * confirmed stay that arrives in the quarter at a home in the commune, with its nights, its
 * liable persons and the tax collected with it. Cancelled, rejected and unpaid bookings are left
 * out; a stay is declared whole in the quarter of its arrival.
 */

/** The declaration's figures, from the bookings as stored: the tax is what each one charged. */
export async function loadDeclaration(communeId: string, quarter: string): Promise<Declaration> {
  const { from, to } = quarterDays(quarter);
  const db = await getDb();
  const [commune] = await db.select().from(communes).where(eq(communes.id, communeId));
  if (!commune) throw notFound("Commune");
  const rules = await db
    .select()
    .from(communeTaxRules)
    .where(eq(communeTaxRules.communeId, communeId));
  const rows = await db
    .select({
      bookingId: bookings.id,
      home: properties.name,
      registrationNumber: properties.registrationNumber,
      arrival: bookings.startDate,
      departure: bookings.endDate,
      guests: bookings.guestCount,
      taxFreeChildren: bookings.taxFreeChildren,
      taxCents: sql<number>`coalesce((${bookings.quote}->'touristTax'->>'total')::int, 0)`,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(properties.communeId, communeId),
        inArray(bookings.status, [...CONFIRMED_STATUSES]),
        gte(bookings.startDate, from),
        lt(bookings.startDate, to),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(properties.name), asc(bookings.id));
  const stays = rows.map((row) => {
    const nights = daysBetween(row.arrival, row.departure);
    const liablePersons = row.guests - row.taxFreeChildren;
    return {
      bookingId: row.bookingId,
      home: row.home,
      registrationNumber: row.registrationNumber,
      arrival: row.arrival,
      departure: row.departure,
      nights,
      guests: row.guests,
      taxFreeChildren: row.taxFreeChildren,
      liablePersons,
      personNights: liablePersons * nights,
      taxCents: Number(row.taxCents),
    };
  });
  const sum = (pick: (stay: (typeof stays)[number]) => number) =>
    stays.reduce((total, stay) => total + pick(stay), 0);
  const shown = rulesShown(rules, todayInBrussels());
  // The rules in force on a night of the quarter: each until the next one's day.
  const inQuarter = shown.filter(
    (rule, index) => rule.from < to && (shown[index + 1]?.from ?? "9999-12-31") > from,
  );
  return {
    commune: commune.name,
    quarter,
    from,
    to,
    rules: inQuarter,
    stays: stays.map(({ taxCents, ...stay }) => ({
      ...stay,
      taxCollected: centsToEuros(taxCents),
    })),
    totals: {
      stays: stays.length,
      nights: sum((stay) => stay.nights),
      liablePersons: sum((stay) => stay.liablePersons),
      personNights: sum((stay) => stay.personNights),
      taxCollected: centsToEuros(sum((stay) => stay.taxCents)),
    },
  };
}

function fileName(declaration: Declaration, extension: "csv" | "pdf"): string {
  const commune = declaration.commune
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return `tourist-tax-${commune}-${declaration.quarter}.${extension}`;
}

/**
 * The declaration's table, one row per stay then the totals, its money written by `money`: the
 * CSV and the PDF show the same cells.
 */
function declarationRows(declaration: Declaration, money: (euros: number) => string) {
  const { totals } = declaration;
  const stays = declaration.stays.map((stay) => [
    stay.home,
    stay.registrationNumber ?? "",
    stay.arrival,
    stay.departure,
    String(stay.nights),
    String(stay.guests),
    String(stay.taxFreeChildren),
    String(stay.liablePersons),
    String(stay.personNights),
    money(stay.taxCollected),
  ]);
  const total = [
    `Total: ${totals.stays} ${totals.stays === 1 ? "stay" : "stays"}`,
    "",
    "",
    "",
    String(totals.nights),
    "",
    "",
    String(totals.liablePersons),
    String(totals.personNights),
    money(totals.taxCollected),
  ];
  return { stays, total };
}

/** The declaration as CSV: one row per stay with its booking, then a row of totals. */
export function declarationCsv(declaration: Declaration): { filename: string; content: string } {
  const { stays, total } = declarationRows(declaration, (euros) => euros.toFixed(2));
  const content = toCsv(
    [
      "Home",
      "Registration number",
      "Arrival",
      "Departure",
      "Nights",
      "Guests",
      "Children free",
      "Liable persons",
      "Person-nights",
      "Tax collected (EUR)",
      "Booking",
    ],
    [
      ...stays.map((cells, index) => [...cells, declaration.stays[index]?.bookingId ?? ""]),
      [...total, ""],
    ],
  );
  return { filename: fileName(declaration, "csv"), content };
}

const MARGIN = 48;
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const MUTED = "#57534e";

/** Columns of the stays' table: header, width (points), right-aligned. */
const COLUMNS: [string, number, boolean][] = [
  ["Home", 170, false],
  ["Registration", 95, false],
  ["Arrival", 72, false],
  ["Departure", 72, false],
  ["Nights", 48, true],
  ["Guests", 48, true],
  ["Children free", 62, true],
  ["Liable persons", 62, true],
  ["Person-nights", 62, true],
  ["Tax collected", 54, true],
];

/** The declaration as an A4 landscape PDF, signed off by the business it comes from. */
export function declarationPdf(
  declaration: Declaration,
): Promise<{ filename: string; content: Buffer }> {
  const config = getConfig();
  const { doc, bytes: done } = openPdf({
    title: `Tourist tax declaration, ${declaration.commune}, ${declaration.quarter}`,
    author: config.BUSINESS_NAME,
    lang: "en-BE",
    margin: MARGIN,
    layout: "landscape",
  });
  const write = (text: string, options: { font?: string; size?: number; color?: string } = {}) =>
    doc
      .font(options.font ?? REGULAR)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? "#1c1917")
      .text(pdfText(text), MARGIN, doc.y, { width: WIDTH });

  const lastDay = formatLongDate(
    new Date(Date.parse(`${declaration.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    "en",
  );
  write("Tourist tax declaration", { font: BOLD, size: 18 });
  write(
    `Commune of ${declaration.commune}, ${declaration.quarter}: ${formatLongDate(declaration.from, "en")} to ${lastDay}`,
    { size: 12 },
  );
  doc.y += 6;
  write(`${config.BUSINESS_NAME}, ${config.BUSINESS_ADDRESS}`, { color: MUTED });
  write(`Enterprise number ${config.BUSINESS_REGISTRATION_NUMBER}`, { color: MUTED });
  doc.y += 8;
  write("Rule in force", { font: BOLD, size: 9, color: MUTED });
  for (const rule of declaration.rules) {
    const since = rule.from > declaration.from ? ` (from ${formatLongDate(rule.from, "en")})` : "";
    write(`${ruleInWords(rule)}${since}`);
  }
  doc.y += 10;

  const row = (cells: string[], font = REGULAR) => {
    if (doc.y > PAGE_HEIGHT - MARGIN - 20) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    COLUMNS.forEach(([, width, right], index) => {
      doc
        .font(font)
        .fontSize(8.5)
        .fillColor("#1c1917")
        .text(pdfText(cells[index] ?? ""), x, top, {
          width: width - 6,
          align: right ? "right" : "left",
        });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 4;
  };
  row(
    COLUMNS.map(([header]) => header),
    BOLD,
  );
  const { stays, total } = declarationRows(declaration, (euros) => formatEuros(euros, "en"));
  for (const cells of stays) row(cells);
  if (stays.length === 0) write("No stays arrived in this quarter.", { color: MUTED });
  row(total, BOLD);
  doc.y += 12;
  write(
    "Confirmed stays arriving in the quarter; cancelled, rejected and unpaid bookings are left out. Children free: guests under the commune's age limit.",
    { size: 8.5, color: MUTED },
  );
  doc.end();
  return done.then((content) => ({ filename: fileName(declaration, "pdf"), content }));
}
