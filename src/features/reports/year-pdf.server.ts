import "server-only";
import { listHomeNames } from "@/features/bookings/server";
import { getConfig } from "@/lib/config";
import { formatEuros } from "@/lib/money";
import { openPdf } from "@/lib/pdf-document";
import { pdfText } from "@/lib/pdf-text";
import { notFound } from "@/lib/http";
import { yearPeriod } from "./period";
import {
  averageNightCents,
  occupancyOf,
  revenuePerAvailableNightCents,
  stayRevenueCents,
  totalsOf,
  type MonthFigures,
  type NightFigures,
  type RevenueFigures,
} from "./report";
import { monthlyFigures, ownerReport } from "./reports.server";

/*
 * The yearly summary per home (issue 37): for each home, or the one asked for, its year's nights,
 * occupancy and revenue in parts, then month by month, as an A4 PDF the owner files or sends on.
 * The same figures as /owner/reports, from the same queries.
 */

const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const MUTED = "#57534e";
const INK = "#1c1917";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const euros = (cents: number | null) => (cents === null ? "–" : formatEuros(cents / 100, "en"));
const percent = (share: number | null) =>
  share === null ? "–" : `${Math.round(share * 1000) / 10}%`;

/** One home's figures for the year: its report's totals and its twelve months. */
interface HomeYear {
  name: string;
  nights: NightFigures;
  revenue: RevenueFigures;
  bookingsMade: number;
  cancelled: number;
  months: MonthFigures[];
}

async function homeYear(year: number, home: { id: string; name: string }): Promise<HomeYear> {
  const [report, months] = await Promise.all([
    ownerReport(yearPeriod(year), home.id),
    monthlyFigures(year, home.id),
  ]);
  const totals = totalsOf(report.homes);
  return {
    name: home.name,
    ...totals,
    bookingsMade: report.bookings.made,
    cancelled: report.bookings.cancelled,
    months: months.filter((month) => month.month.from.startsWith(`${year}-`)),
  };
}

/** The year's summary: every home (`homeId` null) or one; 404 for a home that is not there. */
export async function yearSummaryPdf(
  year: number,
  homeId: string | null,
): Promise<{ filename: string; content: Buffer }> {
  const homes = (await listHomeNames()).filter((home) => homeId === null || home.id === homeId);
  if (homes.length === 0) throw notFound("Home");
  const years: HomeYear[] = [];
  // One home at a time: a year of fifty homes should not take every database connection.
  for (const home of homes) years.push(await homeYear(year, home));
  const config = getConfig();
  const { doc, bytes: done } = openPdf({
    title: `Year ${year}, ${homeId ? homes[0]!.name : "every home"}`,
    author: config.BUSINESS_NAME,
    lang: "en-BE",
    margin: MARGIN,
  });
  const write = (text: string, options: { font?: string; size?: number; color?: string } = {}) =>
    doc
      .font(options.font ?? REGULAR)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(pdfText(text), MARGIN, doc.y, { width: WIDTH });
  /** A table row: the first cell left, the others right, in equal columns. */
  const row = (cells: string[], font = REGULAR) => {
    const first = 150;
    const rest = (WIDTH - first) / (cells.length - 1);
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, index) => {
      doc
        .font(font)
        .fontSize(9)
        .fillColor(INK)
        .text(pdfText(cell), index === 0 ? MARGIN : MARGIN + first + (index - 1) * rest, top, {
          width: (index === 0 ? first : rest) - 6,
          align: index === 0 ? "left" : "right",
        });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };

  years.forEach((home, index) => {
    if (index > 0) doc.addPage();
    doc.y = MARGIN;
    write(`${home.name}: the year ${year}`, { font: BOLD, size: 18 });
    write(`${config.BUSINESS_NAME}, ${config.BUSINESS_ADDRESS}`, { color: MUTED });
    doc.y += 12;
    const { nights, revenue } = home;
    const figures: [string, string][] = [
      ["Nights available", String(nights.available)],
      ["Nights sold", String(nights.sold)],
      ["Occupancy", percent(occupancyOf(nights))],
      ["Nights blocked by you", String(nights.blocked)],
      ["Nights held by other channels", String(nights.channel)],
      ["Nights' price", euros(revenue.nightsCents)],
      ["Extras", euros(revenue.extrasCents)],
      ["Cleaning and service fees", euros(revenue.feesCents)],
      ["Discounts", euros(revenue.discountCents === 0 ? 0 : -revenue.discountCents)],
      ["Revenue of stays", euros(stayRevenueCents(revenue))],
      ["Average night (ADR)", euros(averageNightCents(nights, revenue))],
      [
        "Revenue per available night (RevPAR)",
        euros(revenuePerAvailableNightCents(nights, revenue)),
      ],
      ["Tourist tax collected", euros(revenue.touristTaxCents)],
      ["Bookings made", String(home.bookingsMade)],
      ["Cancellations", String(home.cancelled)],
    ];
    for (const [label, value] of figures) row([label, value]);
    doc.y += 14;
    write("Month by month", { font: BOLD, size: 12 });
    doc.y += 4;
    row(["Month", "Available", "Sold", "Occupancy", "Revenue"], BOLD);
    home.months.forEach((month, monthIndex) =>
      row([
        MONTHS[monthIndex] ?? month.month.name,
        String(month.nights.available),
        String(month.nights.sold),
        percent(occupancyOf(month.nights)),
        euros(stayRevenueCents(month.revenue)),
      ]),
    );
    doc.y += 14;
    write(
      "Confirmed stays (paid or approved), their price as quoted when booked; a stay across the year's or a month's edge counts the share of its nights inside. Available: all nights less those blocked or held by other channels. Revenue: nights, extras and fees less discounts; the tourist tax is the commune's. Definitions in full: docs/reports.md.",
      { size: 8.5, color: MUTED },
    );
  });
  doc.end();
  const content = await done;
  const slug = homeId
    ? `-${homes[0]!.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}`
    : "";
  return { filename: `year-${year}${slug}.pdf`, content };
}
