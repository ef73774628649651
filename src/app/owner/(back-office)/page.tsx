import { TodayView } from "@/features/owner-office/components";
import { loadOwnerToday } from "@/features/owner-office/server";
import { formatLongDate } from "@/lib/dates";

export const metadata = { title: "Today" };

export default async function BackOfficeHome() {
  const today = await loadOwnerToday();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Today</h1>
        <p className="text-stone-700">{formatLongDate(today.today)}</p>
      </div>
      <TodayView today={today} />
    </div>
  );
}
