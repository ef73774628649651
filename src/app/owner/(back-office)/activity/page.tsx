import { ActivityView } from "@/features/owner-office/components";
import { loadActivityView } from "@/features/owner-office/server";

export const metadata = { title: "Activity" };

export default async function OwnerActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page, kind } = await loadActivityView(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Activity</h1>
      <ActivityView page={page} kind={kind} />
    </div>
  );
}
