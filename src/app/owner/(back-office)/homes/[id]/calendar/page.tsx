import { notFound } from "next/navigation";
import { HomeCalendarView } from "@/features/availability/components";
import { loadHomeCalendarPage } from "@/features/availability/server";
import { ApiError } from "@/lib/http";

export const metadata = { title: "Calendar" };

export default async function OwnerHomeCalendarPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const shown = await loadHomeCalendarPage(id, await searchParams).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return <HomeCalendarView {...shown} />;
}
