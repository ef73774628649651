import { MessagesView } from "@/features/owner-office/components";
import { loadMessagesPage } from "@/features/owner-office/server";

export const metadata = { title: "Messages" };

export default async function OwnerMessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadMessagesPage(await searchParams);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Messages</h1>
      <MessagesView page={page} />
    </div>
  );
}
