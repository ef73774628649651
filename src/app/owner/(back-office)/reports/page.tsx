import { listHomeNames } from "@/features/bookings/server";
import { periodInWords, periodOfDays, periodOrLastMonth } from "@/features/reports";
import { OtherDaysPicker, ReportPicker, ReportView } from "@/features/reports/components";
import { monthlyFigures, ownerReport } from "@/features/reports/server";
import { todayInBrussels } from "@/lib/dates";

export const metadata = { title: "Reports" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function OwnerReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<"period" | "home" | "from" | "to", string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const today = todayInBrussels();
  const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
  // 'Other days' sends its days; the period picker, a period's name.
  const days = periodOfDays(text(query.from), text(query.to));
  const daysRefused = days === null && (text(query.from) !== "" || text(query.to) !== "");
  const period = days ?? periodOrLastMonth(text(query.period) || undefined, today);
  const homes = await listHomeNames();
  const home = homes.find((row) => UUID.test(text(query.home)) && row.id === query.home);
  const homeId = home?.id ?? null;
  const [report, months] = await Promise.all([
    ownerReport(period, homeId),
    monthlyFigures(Number(period.from.slice(0, 4)), homeId),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Reports
        </h1>
        <p className="max-w-2xl text-stone-700">
          How full the homes were, what the stays earned, how guests paid and how much VAT is due,
          for any month, quarter or year, every figure read from the bookings, payments and refunds
          the site keeps. Each table says what its figures count.
        </p>
      </div>
      <ReportPicker report={report} homes={homes} today={today} />
      <OtherDaysPicker
        report={report}
        refused={daysRefused ? { from: text(query.from), to: text(query.to) } : null}
      />
      <h2 className="text-lg font-medium text-stone-900">
        {periodInWords(period)} · {home?.name ?? "All homes"}
      </h2>
      <ReportView report={report} months={months} />
    </div>
  );
}
