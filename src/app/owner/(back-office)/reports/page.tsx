import { listHomeNames } from "@/features/bookings/server";
import { periodInWords, periodOrLastMonth } from "@/features/reports";
import { ReportPicker, ReportView } from "@/features/reports/components";
import { ownerReport } from "@/features/reports/server";
import { todayInBrussels } from "@/lib/dates";

export const metadata = { title: "Reports" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function OwnerReportsPage({
  searchParams,
}: {
  searchParams: Promise<{ period?: string | string[]; home?: string | string[] }>;
}) {
  const query = await searchParams;
  const today = todayInBrussels();
  const period = periodOrLastMonth(
    typeof query.period === "string" ? query.period : undefined,
    today,
  );
  const homes = await listHomeNames();
  const home = homes.find(
    (row) => typeof query.home === "string" && UUID.test(query.home) && row.id === query.home,
  );
  const report = await ownerReport(period, home?.id ?? null);
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
      <h2 className="text-lg font-medium text-stone-900">
        {periodInWords(period)} · {home?.name ?? "All homes"}
      </h2>
      <ReportView report={report} />
    </div>
  );
}
