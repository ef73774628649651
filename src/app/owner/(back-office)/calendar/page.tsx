import { AllHomesCalendarView } from "@/features/availability/components";
import { loadAllHomesCalendarPage } from "@/features/availability/server";

export const metadata = { title: "Calendar" };

export default async function OwnerCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AllHomesCalendarView {...await loadAllHomesCalendarPage(await searchParams)} />;
}
