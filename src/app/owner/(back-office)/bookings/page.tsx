import { OwnerBookingsList } from "@/features/bookings/components";
import { loadOwnerBookingsPage } from "@/features/bookings/server";

export const metadata = { title: "Bookings" };

export default async function OwnerBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page, homes, error, query } = await loadOwnerBookingsPage(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Bookings</h1>
      <OwnerBookingsList page={page} homes={homes} error={error} query={query} />
    </div>
  );
}
