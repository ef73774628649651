import { OwnerBookingsList } from "@/features/bookings/components";
import { loadOwnerBookingsPage } from "@/features/bookings/server";
import { RegisterExportForm } from "@/features/traveller-register/components";
import { todayInBrussels } from "@/lib/dates";

export const metadata = { title: "Bookings" };

export default async function OwnerBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page, homes, error, query } = await loadOwnerBookingsPage(await searchParams);
  // The export's period: this month, by default.
  const today = todayInBrussels();
  const [year, month] = today.split("-").map(Number) as [number, number];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Bookings</h1>
      <OwnerBookingsList page={page} homes={homes} error={error} query={query} />
      <RegisterExportForm from={`${today.slice(0, 7)}-01`} to={next} />
    </div>
  );
}
