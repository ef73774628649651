import { SubscribersView } from "@/features/owner-office/components";
import { loadSubscribersPage } from "@/features/owner-office/server";

export const metadata = { title: "Subscribers" };

export default async function OwnerSubscribersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadSubscribersPage(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        Subscribers
      </h1>
      <SubscribersView page={page} />
    </div>
  );
}
