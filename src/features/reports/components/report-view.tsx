import type { ReactNode } from "react";
import { Download } from "@/components/icons/download";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { LOCALE_NAMES } from "@/i18n/locales";
import { formatEuros, formatWholeEuros } from "@/lib/money";
import { FigureCards } from "@/features/owner/components";
import { paymentMethodLabel } from "@/features/payments";
import { REPORT_MAX_DAYS } from "../period";
import { periodChoices, periodInWords } from "../period-words";
import { MonthlyChart, type ChartYear } from "./monthly-chart";
import {
  averageNightCents,
  occupancyOf,
  revenuePerAvailableNightCents,
  stayRevenueCents,
  totalsOf,
  type MethodGroup,
  type MonthFigures,
  type NightFigures,
  type OwnerReport,
  type RevenueFigures,
} from "../report";

/*
 * The owner's report (issue 37): the period and home picked in a plain GET form, then how full,
 * how much, how paid and how much VAT, each table with a note saying what its figures are.
 */

const euros = (cents: number) => formatEuros(cents / 100);
/** Money that went out, as a negative amount; nothing is €0.00, not -€0.00. */
const minus = (cents: number) => euros(cents === 0 ? 0 : -cents);
const percent = (share: number | null) =>
  share === null ? "–" : `${Math.round(share * 1000) / 10}%`;
const orDash = (cents: number | null) => (cents === null ? "–" : euros(cents));

const METHOD_NAMES: Record<MethodGroup, string> = {
  bancontact: paymentMethodLabel("bancontact"),
  ideal: paymentMethodLabel("ideal"),
  creditcard: paymentMethodLabel("creditcard"),
  giftvoucher: "Gift voucher",
  other: "Other methods",
};

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-serif text-xl font-semibold text-forest-900">
        {title}
      </h2>
      <p className="max-w-3xl text-sm text-stone-700">{note}</p>
      {children}
    </section>
  );
}

const cell = "px-3 py-2 text-right align-top whitespace-nowrap";
const headCell = "px-3 py-2 text-left align-top";

/** A table of figures: the first column names the row, the others are numbers. */
function Figures({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; name: string; values: string[] }[];
  total?: { name: string; values: string[] };
}) {
  return (
    // A wide table scrolls on a phone: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-forest-700"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`${index === 0 ? headCell : cell} font-medium`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${headCell} min-w-40 font-normal`}>
                {row.name}
              </th>
              {row.values.map((value, index) => (
                <td key={index} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot className="border-t border-stone-300 font-semibold text-stone-900">
            <tr>
              <th scope="row" className={headCell}>
                {total.name}
              </th>
              {total.values.map((value, index) => (
                <td key={index} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

const nightValues = (nights: NightFigures) => [
  String(nights.period),
  String(nights.blocked),
  String(nights.channel),
  String(nights.available),
  String(nights.sold),
  percent(occupancyOf(nights)),
];

const revenueValues = (nights: NightFigures, revenue: RevenueFigures) => [
  euros(revenue.nightsCents),
  euros(revenue.extrasCents),
  euros(revenue.feesCents),
  minus(revenue.discountCents),
  euros(stayRevenueCents(revenue)),
  orDash(averageNightCents(nights, revenue)),
  orDash(revenuePerAvailableNightCents(nights, revenue)),
  euros(revenue.touristTaxCents),
];

/** The period and home picker: a GET form, so every report has an address to keep and share. */
export function ReportPicker({
  report,
  homes,
  today,
}: {
  report: OwnerReport;
  homes: { id: string; name: string }[];
  today: string;
}) {
  const choices = periodChoices(today);
  const listed = [...choices.months, ...choices.quarters, ...choices.years].some(
    (period) => period.name === report.period.name,
  );
  return (
    <form
      method="get"
      aria-label="Period and home"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <SelectField label="Period" name="period" defaultValue={report.period.name}>
        {listed ? null : <option value={report.period.name}>{periodInWords(report.period)}</option>}
        <optgroup label="Months">
          {choices.months.map((period) => (
            <option key={period.name} value={period.name}>
              {periodInWords(period)}
            </option>
          ))}
        </optgroup>
        <optgroup label="Quarters">
          {choices.quarters.map((period) => (
            <option key={period.name} value={period.name}>
              {periodInWords(period)}
            </option>
          ))}
        </optgroup>
        <optgroup label="Years">
          {choices.years.map((period) => (
            <option key={period.name} value={period.name}>
              {periodInWords(period)}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField label="Home" name="home" defaultValue={report.homeId ?? ""}>
        <option value="">All homes</option>
        {homes.map((home) => (
          <option key={home.id} value={home.id}>
            {home.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="field">
        Show report
      </Button>
    </form>
  );
}

/** Any days: a second GET form, whose `from` and `to` the page reads before `period`. */
export function OtherDaysPicker({
  report,
  refused,
}: {
  report: OwnerReport;
  /** Days the page was asked for that make no period: shown again with why. */
  refused: { from: string; to: string } | null;
}) {
  const { period } = report;
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4"
      open={period.kind === "days" || refused !== null}
    >
      <summary className="cursor-pointer font-medium text-forest-900">Other days</summary>
      <form method="get" aria-label="Other days" className="mt-3 flex flex-wrap items-end gap-3">
        {report.homeId ? <input type="hidden" name="home" value={report.homeId} /> : null}
        <Field
          label="From"
          type="date"
          name="from"
          required
          defaultValue={refused?.from ?? period.from}
        />
        <Field
          label="To (not included)"
          type="date"
          name="to"
          required
          defaultValue={refused?.to ?? period.to}
          error={
            refused
              ? `To must be after From, at most ${REPORT_MAX_DAYS.toLocaleString("en-GB")} days later`
              : undefined
          }
        />
        <Button type="submit" variant="outline" size="field">
          Show these days
        </Button>
      </form>
    </details>
  );
}

/** A year's twelve values of the months' figures, January first. */
function chartYear(
  months: readonly MonthFigures[],
  year: number,
  value: (month: MonthFigures) => number | null,
): ChartYear {
  return {
    year,
    values: months.filter((month) => month.month.from.startsWith(`${year}-`)).map(value),
  };
}

export function ReportView({
  report,
  months,
}: {
  report: OwnerReport;
  /** The months of the period's year and the year before, for the charts. */
  months: readonly MonthFigures[];
}) {
  const totals = totalsOf(report.homes);
  const year = Number(report.period.from.slice(0, 4));
  const occupancy = (month: MonthFigures) => occupancyOf(month.nights);
  const revenue = (month: MonthFigures) => stayRevenueCents(month.revenue) / 100;
  const { bookings, money } = report;
  const several = report.homes.length > 1;
  const received = money.methods.reduce((sum, row) => sum + row.receivedCents, 0);
  const refunded = money.methods.reduce((sum, row) => sum + row.refundedCents, 0);
  const headline = [
    { label: "Occupancy", value: percent(occupancyOf(totals.nights)) },
    { label: "Revenue of stays", value: euros(stayRevenueCents(totals.revenue)) },
    {
      label: "Average night (ADR)",
      value: orDash(averageNightCents(totals.nights, totals.revenue)),
    },
    { label: "Bookings made", value: String(bookings.made) },
    { label: "Money received, less refunds", value: euros(received - refunded) },
  ];
  const { from, to } = report.period;
  const home = report.homeId ? `&home=${report.homeId}` : "";
  return (
    <div className="flex flex-col gap-8">
      <FigureCards columns={5} figures={headline} />

      <Section
        id="report-nights"
        title="How full"
        note="Nights in the period, per home. Available: the nights this site could sell, that is all nights less those you blocked and those held by stays imported from other channels' calendars. Sold: nights of confirmed bookings (paid or approved) made here; a stay across the period's first or last day counts only its nights inside. Occupancy: sold of available."
      >
        <Figures
          caption={`Nights, ${periodInWords(report.period)}`}
          columns={[
            "Home",
            "Nights",
            "Blocked by you",
            "Other channels",
            "Available",
            "Sold",
            "Occupancy",
          ]}
          rows={report.homes.map((row) => ({
            key: row.id,
            name: row.name,
            values: nightValues(row.nights),
          }))}
          total={several ? { name: "All homes", values: nightValues(totals.nights) } : undefined}
        />
        <MonthlyChart
          id="occupancy-by-month"
          title={`Occupancy by month, ${year} beside ${year - 1}`}
          before={chartYear(months, year - 1, occupancy)}
          chosen={chartYear(months, year, occupancy)}
          format={percent}
          ceiling={1}
        />
      </Section>

      <Section
        id="report-revenue"
        title="How much"
        note="What the confirmed stays cost their guests, as quoted when booked: a stay across the period's edge brings the share of each part its nights inside make. Revenue: nights, extras and the cleaning and service fees, less promo code discounts. ADR: revenue of nights after discounts per sold night; RevPAR: the same per available night. The tourist tax is collected for the commune and is not revenue."
      >
        <Figures
          caption={`Revenue of stays, ${periodInWords(report.period)}`}
          columns={[
            "Home",
            "Nights",
            "Extras",
            "Fees",
            "Discounts",
            "Revenue",
            "ADR",
            "RevPAR",
            "Tourist tax",
          ]}
          rows={report.homes.map((row) => ({
            key: row.id,
            name: row.name,
            values: revenueValues(row.nights, row.revenue),
          }))}
          total={
            several
              ? { name: "All homes", values: revenueValues(totals.nights, totals.revenue) }
              : undefined
          }
        />
        <MonthlyChart
          id="revenue-by-month"
          title={`Revenue of stays by month, ${year} beside ${year - 1}`}
          before={chartYear(months, year - 1, revenue)}
          chosen={chartYear(months, year, revenue)}
          format={(euros) => formatWholeEuros(euros)}
          least={100}
        />
      </Section>

      <Section
        id="report-bookings"
        title="Bookings"
        note="Bookings made in the period that were confirmed, whatever became of them since; the lead time is the median of the days from booking to arrival. Cancellations: confirmed bookings cancelled or declined in the period, and what was owed back for them."
      >
        <FigureCards
          columns={4}
          figures={[
            { label: "Bookings made", value: String(bookings.made) },
            {
              label: "Median lead time",
              value: bookings.medianLeadDays === null ? "–" : `${bookings.medianLeadDays} days`,
            },
            { label: "Cancellations", value: String(bookings.cancelled) },
            { label: "Refunds for cancellations", value: euros(bookings.cancellationRefundCents) },
          ]}
        />
        {bookings.byLanguage.length > 0 ? (
          <Figures
            caption="Bookings made, by the guest's language"
            columns={["Language", "Bookings"]}
            rows={bookings.byLanguage.map((row) => ({
              key: row.locale,
              name: LOCALE_NAMES[row.locale],
              values: [String(row.count)],
            }))}
          />
        ) : null}
      </Section>

      <Section
        id="report-money"
        title="How paid"
        note="Money that moved on the period's days: payments received and refunds made, by method. Gift voucher: the part of booking payments vouchers paid, and refunds given back to vouchers; the sale of a voucher is counted under the method its buyer paid with. Security deposits are in these amounts, and listed apart below."
      >
        <Figures
          caption="Payments and refunds by method"
          columns={["Method", "Received", "Refunded", "Net"]}
          rows={money.methods.map((row) => ({
            key: row.method,
            name: METHOD_NAMES[row.method],
            values: [
              euros(row.receivedCents),
              minus(row.refundedCents),
              euros(row.receivedCents - row.refundedCents),
            ],
          }))}
          total={{
            name: "All methods",
            values: [euros(received), minus(refunded), euros(received - refunded)],
          }}
        />
        <Figures
          caption="Gift vouchers and security deposits"
          columns={["", "Amount"]}
          rows={[
            { key: "sold", name: "Gift vouchers sold", values: [euros(money.voucherSalesCents)] },
            {
              key: "held",
              name: "Security deposits received",
              values: [euros(money.securityDeposits.heldCents)],
            },
            {
              key: "returned",
              name: "Security deposits returned",
              values: [minus(money.securityDeposits.returnedCents)],
            },
            {
              key: "kept",
              name: "Security deposits kept",
              values: [euros(money.securityDeposits.keptCents)],
            },
          ]}
        />
      </Section>

      <Section
        id="report-vat"
        title="VAT"
        note="VAT falls due when a guest pays, at the rate in force that day; a refund of the price gives back VAT at the rate its payment recorded, in proportion. Price: what was received for stays, less refunds of it, security deposits left out."
      >
        {money.vat.length === 0 ? (
          <p className="text-sm text-stone-700">No payment with VAT in this period.</p>
        ) : (
          <Figures
            caption="VAT by rate"
            columns={["Rate", "Price", "VAT received", "VAT refunded", "VAT due"]}
            rows={money.vat.map((row) => ({
              key: String(row.rateBasisPoints),
              name: `${row.rateBasisPoints / 100}%`,
              values: [
                euros(row.priceCents),
                euros(row.vatCents),
                minus(row.refundedVatCents),
                euros(row.vatCents - row.refundedVatCents),
              ],
            }))}
          />
        )}
      </Section>

      <section aria-labelledby="report-exports" className="flex flex-col gap-3">
        <h2 id="report-exports" className="font-serif text-xl font-semibold text-forest-900">
          For the accountant
        </h2>
        <div className="flex flex-wrap gap-3">
          <a
            href={`/api/owner/payments.csv?from=${from}&to=${to}`}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            Payments and refunds (CSV)
          </a>
          <a
            href={`/api/owner/stays.csv?from=${from}&to=${to}${home}`}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            Stays (CSV)
          </a>
          <a
            href={`/api/owner/reports/year.pdf?year=${year}${home}`}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            Year {year}, per home (PDF)
          </a>
        </div>
      </section>
    </div>
  );
}
